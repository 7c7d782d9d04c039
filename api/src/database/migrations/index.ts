// Every migration, in order. `npm run migration:generate -w api -- src/database/migrations/Name`
// writes a new one; add it here. A test fails when entities and migrations disagree.
import { Initial1795314623051 } from './1795314623051-Initial';
import { RuntimeSecrets1795400000300 } from './1795400000300-RuntimeSecrets';

export const MIGRATIONS: Function[] = [Initial1795314623051, RuntimeSecrets1795400000300];
