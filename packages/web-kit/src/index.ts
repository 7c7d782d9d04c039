// web-kit: the shared front-end runtime without antd (safe for public pages).
// api and apiRequestWithHeaders are untyped and deprecated (no front end here calls them: apiClient does); removing them is a major web-kit release (docs/micro-frontends.md).
export { api, apiRequestWithHeaders, ApiError, setRecentCheckHandler, downloadFile, RECENT_CHECK_REQUIRED } from './api-client';
export { createQueryClient, QUERY_DEFAULTS } from './query-client';
export { useAdminSession, SESSION_QUERY_KEY, type AdminSession } from './session';
export { useCan } from './use-can';
export { formatPlayerTime, formatLocalDate, formatMegabytes, EMPTY_VALUE } from './format';
export { EmailText, emailBreakParts } from './email-text';
export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { ParticleBackground, PARTICLE_TIMING, useParticles, createParticle, type Particle, type ParticleBackgroundProps } from './particles';
export { useDebouncedValue } from './use-debounced-value';
export { apiClient, apiUrl, type ApiInit, type ApiMethod, type ApiOperation, type ApiPathsWith, type ApiResponse } from './typed-api';
export { announceChange, reads, type DataResource } from './data-changes';
export { ArtworkPicture, type ArtworkPictureProps } from './artwork-picture';
export { totalFrom } from './list-total';
export { plainErrorMessage, fieldErrorsOf } from './plain-error';
export { usePageTitle } from './use-page-title';
