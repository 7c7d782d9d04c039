import './shell.css';
import { registerRemotesFromConfig } from '@podcast/web-kit/federation';
import { createRoot } from 'react-dom/client';
import { App } from './app';

async function start(): Promise<void> {
  // A missing remotes config must not keep the shell from rendering: each remote slot then shows its error card.
  await registerRemotesFromConfig().catch((error: unknown) => console.warn('Remote configuration unavailable', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App />);
}

void start();
