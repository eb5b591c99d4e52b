import { createRoot } from 'react-dom/client';
import { removeBootSplash } from './app/start/boot-splash';
import { startPortal } from './app/start/start-portal';

const container = document.getElementById('root') as HTMLElement;

startPortal(container).catch((error: unknown) => {
  // Without config, remotes list or identity settings nothing else can work: say so plainly.
  console.error('The portal could not start', error);
  removeBootSplash();
  createRoot(container).render(
    <div role="alert" style={{ fontFamily: 'sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>The portal could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
});
