// brand.css and site.css are inlined into index.html at build time (rspack.config.cjs): no stylesheet request.
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemoteRegistration } from './remotes/remotes-ready';

// The page renders at once (the hero is the Largest Contentful Paint); federated parts wait for
// /config/remotes.json inside their own slot.
startRemoteRegistration();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<App />);
