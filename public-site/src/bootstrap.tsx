import '@podcast/web-kit/brand.css';
import './styles/site.css';
import { registerRemotesFromConfig } from '@podcast/web-kit/federation';
import { createRoot } from 'react-dom/client';
import { App } from './app';

async function start(): Promise<void> {
  await registerRemotesFromConfig().catch((error: unknown) => console.warn('Remote configuration unavailable', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App />);
}

void start();
