import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteSlot } from './remote-slot';

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the remote module with its props', async () => {
    const load = jest.fn(async () => ({ default: Hello as ComponentType<{ who: string }> }));
    render(<RemoteSlot name="mfe_x/Hello" load={load} props={{ who: 'world' }} loading={<p>Loading module</p>} renderError={() => <p>broken</p>} />);
    expect(screen.getByText('Loading module')).toBeTruthy();
    expect(await screen.findByText('Hello world')).toBeTruthy();
    expect(document.querySelector('[data-remote="mfe_x/Hello"]')).not.toBeNull();
  });

  it('shows the error card when the remote cannot load, and Retry loads it again', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('remote offline');
      return { default: Hello as ComponentType<{ who: string }> };
    });
    render(
      <RemoteSlot
        name="mfe_x/Hello"
        load={load}
        props={{ who: 'again' }}
        loading={<p>Loading module</p>}
        renderError={(retry, error) => (
          <button type="button" onClick={retry}>
            Retry after {error.message}
          </button>
        )}
      />,
    );
    const retry = await screen.findByRole('button', { name: 'Retry after remote offline' });
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('Hello again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
