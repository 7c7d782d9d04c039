// Generated from the API OpenAPI document by `npm run contracts:generate`. Do not edit.
export {};
