// web-kit: the shared front-end runtime without antd (safe for public pages).
export { api, apiRequest, apiRequestOrNull, apiRequestWithHeaders, ApiError, type ApiRequestOptions } from './api-client';
export { createQueryClient, QUERY_DEFAULTS } from './query-client';
export { useAdminSession, SESSION_QUERY_KEY, type AdminSession } from './session';
export { formatPlayerTime, formatLocalDate, formatMegabytes } from './format';
export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { ParticleBackground, PARTICLE_TIMING, useParticles, createParticle, type Particle, type ParticleBackgroundProps } from './particles';
export { useDebouncedValue } from './use-debounced-value';
