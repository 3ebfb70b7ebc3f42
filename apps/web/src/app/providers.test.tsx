import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { Providers } from './providers';

function AsksAtOnce({ text }: { text: string }) {
  useEffect(() => toast.error(text), [text]);
  return null;
}

describe('toasts', () => {
  it('shows a toast asked for on the first render, before sonner has loaded', async () => {
    render(
      <Providers client={new QueryClient()}>
        <AsksAtOnce text="Sorry! No more stock" />
      </Providers>,
    );
    expect(await screen.findByText('Sorry! No more stock')).toBeInTheDocument();
  });

  it('shows a toast asked for after sonner is in, through the same toaster', async () => {
    render(
      <Providers client={new QueryClient()}>
        <AsksAtOnce text="Sorry! No more stock" />
      </Providers>,
    );
    await screen.findByText('Sorry! No more stock');
    toast.success('Welcome back, Asha!');
    expect(await screen.findByText('Welcome back, Asha!')).toBeInTheDocument();
    toast.dismiss();
  });
});
