import EpisodeGrid from './episode-grid';

/** The public pieces on their own, for standalone development (`npm run dev -w mfe-episodes`, /public-preview). */
export default function PublicPreview() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16, background: 'var(--brand-ink, #0b1020)', color: 'var(--brand-text, #f4f6fb)' }}>
      <EpisodeGrid layout="home" />
    </div>
  );
}
