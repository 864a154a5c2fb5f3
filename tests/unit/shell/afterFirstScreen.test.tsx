/**
 * The shell's extras (footer, Helper panel, the bell's and the footer's queries) wait until the first
 * screen has its data, so the rows the user came for are drawn first.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const Screen = ({ answer }: { answer: Promise<string> }) => {
  const rows = useQuery({ queryKey: ['rows'], queryFn: () => answer });
  return <p>{rows.data ?? 'loading'}</p>;
};

const load = async () => {
  vi.resetModules(); // the "drawn" flag lives for the page's life
  const { useAfterFirstScreen } = await import('../../../src/boot/whenIdle');
  const Shell = () => <span>{useAfterFirstScreen() ? 'shell' : 'waiting'}</span>;
  return Shell;
};

describe('useAfterFirstScreen', () => {
  it('waits while the first screen fetches, then turns true for good', async () => {
    vi.useFakeTimers();
    const Shell = await load();
    let resolve!: (rows: string) => void;
    const answer = new Promise<string>((done) => (resolve = done));
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen answer={answer} />
        <Shell />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      resolve('ten rows');
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.getByText('ten rows')).toBeInTheDocument();
    expect(screen.getByText('shell')).toBeInTheDocument();
    view.unmount();
    vi.useRealTimers();
  });

  it('draws the shell again once, when it turns true: not at each query that starts or ends', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { useAfterFirstScreen } = await import('../../../src/boot/whenIdle');
    let renders = 0;
    const Shell = () => {
      renders++;
      return <span>{useAfterFirstScreen() ? 'shell' : 'waiting'}</span>;
    };
    let resolve!: (rows: string) => void;
    const answer = new Promise<string>((done) => (resolve = done));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen answer={answer} />
        <Shell />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(async () => {
      resolve('ten rows');
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.getByText('shell')).toBeInTheDocument();
    expect(renders).toBe(2);
    vi.useRealTimers();
  });

  it('does not wait more than 1.5 s for a slow screen', async () => {
    vi.useFakeTimers();
    const Shell = await load();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen answer={new Promise<string>(() => undefined)} />
        <Shell />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('shell')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
