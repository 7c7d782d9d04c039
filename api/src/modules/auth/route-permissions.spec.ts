import 'reflect-metadata';
import { Controller, Get, Post } from '@nestjs/common';
import type { ModulesContainer } from '@nestjs/core';
import { Public } from '../../common/public.decorator';
import { AnyStaff, Requires } from '../../common/requires.decorator';
import { assertEveryRouteDeclared, handlerDeclarations } from './route-permissions';

@Requires('bookings.read')
@Controller('declared')
class DeclaredController {
  @Get()
  list(): void {}

  @Requires('bookings.write')
  @Post()
  create(): void {}

  @Public()
  @Get('open')
  open(): void {}

  @AnyStaff()
  @Get('mine')
  mine(): void {}

  /** Not a route: no path metadata, so nothing to declare. */
  helper(): void {}
}

@Controller('forgotten')
class ForgottenController {
  @Requires('analytics.read')
  @Get()
  read(): void {}

  @Post()
  write(): void {}
}

/** The shape of Nest's container that the walk reads: modules, their controllers, each one's class. */
const container = (...controllers: Array<new () => unknown>) =>
  new Map([['module', { controllers: new Map(controllers.map((metatype) => [metatype.name, { metatype }])) }]]) as unknown as ModulesContainer;

describe('route permission declarations (guard by default)', () => {
  it('reads each route handler as the guard does: the handler first, then its controller', () => {
    expect(handlerDeclarations(container(DeclaredController))).toEqual([
      { operationId: 'DeclaredController_list', isPublic: false, permissions: ['bookings.read'] },
      { operationId: 'DeclaredController_create', isPublic: false, permissions: ['bookings.write'] },
      { operationId: 'DeclaredController_open', isPublic: true, permissions: ['bookings.read'] },
      { operationId: 'DeclaredController_mine', isPublic: false, permissions: [] },
    ]);
    expect(() => assertEveryRouteDeclared(container(DeclaredController))).not.toThrow();
  });

  it('refuses to start with a route that is neither @Public() nor declared, naming it', () => {
    expect(() => assertEveryRouteDeclared(container(DeclaredController, ForgottenController))).toThrow(
      'Routes without @Requires(), @AnyStaff() or @Public(): ForgottenController_write',
    );
  });
});
