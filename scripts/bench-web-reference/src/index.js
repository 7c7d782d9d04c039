// The reference page of bench:web: nothing but React mounting one heading, built for production.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(createElement('h1', null, 'Learn from the best, sell to the rest'));
