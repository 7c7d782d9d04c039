// Every migration, in order. `npm run migration:generate -w api -- src/database/migrations/Name`
// writes a new one; add it here. A test fails when entities and migrations disagree.
import { Initial1795314623051 } from './1795314623051-Initial';
import { PublicEpisodeOrder1795400000000 } from './1795400000000-PublicEpisodeOrder';
import { AdminListIndexes1795400000100 } from './1795400000100-AdminListIndexes';
import { RuntimeSecrets1795400000300 } from './1795400000300-RuntimeSecrets';
import { DropRedundantEpisodeIndex1795400000400 } from './1795400000400-DropRedundantEpisodeIndex';
import { RemoteReleases1795400000700 } from './1795400000700-RemoteReleases';
import { ArtworkAndShowNotes1795400000800 } from './1795400000800-ArtworkAndShowNotes';
import { ListenEvents1795400000900 } from './1795400000900-ListenEvents';
import { NewsletterDoubleOptIn1795400001000 } from './1795400001000-NewsletterDoubleOptIn';
import { NewsletterMailings1795400001100 } from './1795400001100-NewsletterMailings';
import { TextTracks1795400001200 } from './1795400001200-TextTracks';
import { NewsletterSeparateTokens1795702113950 } from './1795702113950-NewsletterSeparateTokens';
import { StoredTranscriptText1795702337264 } from './1795702337264-StoredTranscriptText';
import { StaffRoles1795705346007 } from './1795705346007-StaffRoles';
import { StaffAccounts1795866927555 } from './1795866927555-StaffAccounts';
import { AuditTrail1795867086361 } from './1795867086361-AuditTrail';
import { TwoFactor1795867257259 } from './1795867257259-TwoFactor';
import { OutboxJobs1795900000000 } from './1795900000000-OutboxJobs';
import { EpisodeGuestLink1795950000000 } from './1795950000000-EpisodeGuestLink';
import { OutboxJobContext1796000000000 } from './1796000000000-OutboxJobContext';
import { ReviewLinks1796100000000 } from './1796100000000-ReviewLinks';

export const MIGRATIONS: Function[] = [
  Initial1795314623051,
  PublicEpisodeOrder1795400000000,
  AdminListIndexes1795400000100,
  RuntimeSecrets1795400000300,
  DropRedundantEpisodeIndex1795400000400,
  RemoteReleases1795400000700,
  ArtworkAndShowNotes1795400000800,
  ListenEvents1795400000900,
  NewsletterDoubleOptIn1795400001000,
  NewsletterMailings1795400001100,
  TextTracks1795400001200,
  NewsletterSeparateTokens1795702113950,
  StoredTranscriptText1795702337264,
  StaffRoles1795705346007,
  StaffAccounts1795866927555,
  AuditTrail1795867086361,
  TwoFactor1795867257259,
  OutboxJobs1795900000000,
  EpisodeGuestLink1795950000000,
  OutboxJobContext1796000000000,
  ReviewLinks1796100000000,
];
