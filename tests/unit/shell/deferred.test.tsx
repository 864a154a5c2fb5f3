/**
 * The shell's tools are drawn after the page's content (Deferred): their fallback first, then themselves, in a
 * pass of their own.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../../src/shell/components/Deferred';

describe('Deferred', () => {
  it('draws its fallback first, then its children, which stay', async () => {
    const drawn: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      drawn.push(name);
      return <p>{name}</p>;
    };
    const view = render(
      <Deferred fallback={<Probe name="placeholder" />}>
        <Probe name="tools" />
      </Deferred>,
    );
    await act(async () => undefined);
    expect(drawn[0]).toBe('placeholder');
    expect(drawn).toContain('tools');
    expect(screen.getByText('tools')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    view.rerender(
      <Deferred fallback={<Probe name="placeholder" />}>
        <Probe name="tools" />
      </Deferred>,
    );
    expect(drawn.lastIndexOf('placeholder')).toBe(0);
  });
});
