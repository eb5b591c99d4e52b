import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote exploded');
  return <p>Area content</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <button onClick={() => { setFail(false); reset(); }}>{`Failed: ${error.message}`}</button>
      )}
    >
      <Flaky fail={fail} />
    </ErrorBoundary>
  );
}

it('shows the fallback for a throwing subtree and renders it again after reset', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Failed: remote exploded' }));
  expect(screen.getByText('Area content')).toBeInTheDocument();
});
