import { useEffect, useRef, useState, type MouseEvent } from 'react';

export const ZOOM_FACTOR = 4;
export const ZOOM_DELAY_MS = 300;

/** Hover zoom: after resting 300 ms on the picture it shows 4× around the pointer; leaving resets it. */
export function useZoom() {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onMouseMove = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  return {
    zoomed,
    handlers: {
      onMouseEnter: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setZoomed(true), ZOOM_DELAY_MS);
      },
      onMouseLeave: () => {
        clearTimeout(timer.current);
        setZoomed(false);
      },
      onMouseMove,
    },
    style: { transform: zoomed ? `scale(${ZOOM_FACTOR})` : 'none', transformOrigin: origin },
  };
}
