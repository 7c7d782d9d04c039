import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { EnvironmentVariables } from '../../config/app-config';
import { clientNetwork } from './client-network';
import { SharedCounters } from './counters';

/** The public write routes that are rate limited per client (clientNetwork), with their settings. */
export type RateLimitedRoute = 'play' | 'newsletter' | 'unsubscribe' | 'staff-links';

const LIMIT_SETTING: Record<RateLimitedRoute, keyof EnvironmentVariables> = {
  play: 'RATE_LIMIT_PLAY',
  newsletter: 'RATE_LIMIT_NEWSLETTER',
  unsubscribe: 'RATE_LIMIT_UNSUBSCRIBE',
  'staff-links': 'RATE_LIMIT_STAFF_LINKS',
};

const RATE_LIMIT_KEY = 'rateLimitedRoute';

export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The client address: Express's req.ip (X-Forwarded-For only with TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Counts requests per client (an IPv4 address, an IPv6 /64: clientNetwork) in a fixed window
 * (RATE_LIMIT_WINDOW_SEC), shared by every API process through Redis (in this process while Redis is
 * away); past the route's limit, 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: SharedCounters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.reflector.get<RateLimitedRoute | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!route) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const config = this.counters.config;
    const limit = Number(config[LIMIT_SETTING[route]]);
    const windowMs = config.RATE_LIMIT_WINDOW_SEC * 1000;
    const { count, ttlMs } = await this.counters.increment(this.counters.key(`rate:${route}:${clientNetwork(clientAddress(req))}`), windowMs);
    if (count <= limit) return true;
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    http.getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(tooManyRequestsMessage(seconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Rate limits a public write route per client: an IPv4 address, an IPv6 /64 (docs/security.md). */
export const RateLimit = (route: RateLimitedRoute) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, route),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this address; Retry-After says when to try again' }),
  );
