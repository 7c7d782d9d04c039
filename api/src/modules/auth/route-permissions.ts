import type { Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { ModulesContainer } from '@nestjs/core';
import type { Permission } from '@podcast/contracts';
import { IS_PUBLIC_KEY } from '../../common/public.decorator';
import { REQUIRED_PERMISSIONS_KEY } from '../../common/requires.decorator';

/** One route handler and what it declares: public, or the permissions it needs (undefined: nothing declared). */
export interface HandlerDeclaration {
  /** `<Controller>_<method>`, the operation id @nestjs/swagger gives it. */
  operationId: string;
  isPublic: boolean;
  permissions: readonly Permission[] | undefined;
}

/** Every route handler of the app's controllers, with its declaration as the guard reads it (handler first, then controller). */
export function handlerDeclarations(modules: ModulesContainer): HandlerDeclaration[] {
  const found: HandlerDeclaration[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = Reflect.get(controller.prototype, name);
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
        found.push({
          operationId: `${controller.name}_${name}`,
          isPublic: read<boolean>(IS_PUBLIC_KEY) === true,
          permissions: read<Permission[]>(REQUIRED_PERMISSIONS_KEY),
        });
      }
    }
  }
  return found;
}

/**
 * Guard by default, at start: a route that is neither @Public() nor declares its permissions
 * (@Requires or @AnyStaff) stops the app, so it never reaches a running server, where the guard would
 * refuse it to everyone anyway.
 */
export function assertEveryRouteDeclared(modules: ModulesContainer): void {
  const undeclared = handlerDeclarations(modules).filter((handler) => !handler.isPublic && handler.permissions === undefined);
  if (undeclared.length > 0) {
    throw new Error(`Routes without @Requires(), @AnyStaff() or @Public(): ${undeclared.map((handler) => handler.operationId).join(', ')}`);
  }
}
