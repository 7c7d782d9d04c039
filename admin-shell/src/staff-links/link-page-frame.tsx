import { ParticleBackground } from '@podcast/web-kit';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../layout/logo';

/** The signed-out pages' frame (joining, resetting a password), as the login page looks. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      style={{ position: 'relative', minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#0b1020', padding: 16, boxSizing: 'border-box' }}
    >
      <ParticleBackground />
      <Card
        title={
          <h1 style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 18, margin: 0 }}>
            <Logo size={28} />
            {title}
          </h1>
        }
        style={{ position: 'relative', zIndex: 1, width: '100%', maxWidth: 440 }}
      >
        {children}
      </Card>
    </main>
  );
}

/** The secret of a mailed link: it rides in the fragment (#token=…), which no server ever sees. */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
