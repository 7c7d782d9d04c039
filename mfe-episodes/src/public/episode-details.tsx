import { ArtworkPicture } from './artwork-picture';
import type { PublicEpisode, PublicEpisodeDetail } from './public-episode';

/** "Head of Growth at Acme", "Head of Growth", "Acme" or null: the guest's role and company as one line. */
export function guestAffiliation(role: string | null | undefined, company: string | null | undefined): string | null {
  const r = role?.trim();
  const c = company?.trim();
  if (r && c) return `${r} at ${c}`;
  return r || c || null;
}

/**
 * The episode page's extra details (GET /api/episodes/{id}, PublicEpisodeDetailDto): the guest with
 * portrait, role and company, and the show notes. The notes are HTML that the API sanitised when they
 * were saved (an allow-list of tags and attributes, links made safe), so they are injected as they are.
 */
export function EpisodeDetails({ episode }: { episode: PublicEpisode | PublicEpisodeDetail }) {
  const detail = episode as PublicEpisodeDetail;
  const guest = detail.guest ?? null;
  const notes = detail.showNotesHtml?.trim() ?? '';
  if (!guest && !notes) return null;
  const affiliation = guest ? guestAffiliation(guest.role, guest.company) : null;
  return (
    <>
      {guest && (
        <section className="episode-guest" aria-label="Guest" data-testid="episode-guest">
          {guest.portrait ? (
            <ArtworkPicture image={guest.portrait} sizes="96px" className="episode-guest__portrait" />
          ) : (
            <span className="episode-guest__portrait episode-guest__initials" aria-hidden="true">
              {guest.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="episode-guest__text">
            <p className="episode-guest__label">Guest</p>
            <p className="episode-guest__name">{guest.name}</p>
            {affiliation && <p className="episode-guest__role">{affiliation}</p>}
          </div>
        </section>
      )}
      {notes && (
        <section className="episode-notes" aria-labelledby={`show-notes-${episode.id}`} data-testid="show-notes">
          <h2 id={`show-notes-${episode.id}`} className="episode-notes__heading">
            Show notes
          </h2>
          <div className="episode-notes__body" dangerouslySetInnerHTML={{ __html: notes }} />
        </section>
      )}
    </>
  );
}
