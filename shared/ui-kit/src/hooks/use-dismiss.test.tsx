import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDismiss } from './use-dismiss';

function Popup() {
  const [open, setOpen] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, () => setOpen(false));
  return (
    <>
      <div ref={root}>{open ? <button type="button">inside</button> : 'closed'}</div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('keeps the popup open on a press inside, closes it on a press outside', async () => {
    render(<Popup />);
    await userEvent.click(screen.getByRole('button', { name: 'inside' }));
    expect(screen.getByRole('button', { name: 'inside' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes it on Escape', async () => {
    render(<Popup />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
