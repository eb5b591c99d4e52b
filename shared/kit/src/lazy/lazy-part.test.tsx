import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalI18n } from '@portal/i18n';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A file that fails `failures` times (a lost connection, a release that replaced it), then arrives. */
function flakyFile(failures: number) {
  let calls = 0;
  const load = jest.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('Loading chunk 123 failed.')) : Promise.resolve(Greeting);
  });
  return load;
}

describe('a part of a page loaded when first drawn', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createPortalI18n('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws the part once its file arrives, with its props, and at once when drawn again', async () => {
    const load = flakyFile(0);
    const Part = lazyPart(load);
    const { unmount } = render(<><h1>Page</h1><Part name="Ada" /></>);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    unmount();
    render(<Part name="Grace" />);
    // Loaded once: no wait, no second request.
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says in its place that it could not be loaded, keeps the page, and Retry asks for the file again", async () => {
    const user = userEvent.setup();
    const load = flakyFile(2);
    const Part = lazyPart(load);
    render(<><h1>Page</h1><Part name="Ada" /></>);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    // The answer takes the focus: Enter or a click tries again.
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Still failing: said again, nothing else lost.
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says it in Turkish', async () => {
    createPortalI18n('tr');
    const Part = lazyPart(flakyFile(1));
    render(<Part name="Ada" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sayfanın bu bölümü yüklenemedi');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
