import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** A CODE128 barcode of `value`, 50 px high (jsbarcode on a canvas; this file loads only with the print screen). */
export function Barcode({ value, testId }: { value: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) JsBarcode(canvas.current, value, { format: 'CODE128', height: 50, displayValue: true, margin: 10 });
  }, [value]);
  return <canvas ref={canvas} data-testid={testId} data-value={value} style={{ maxWidth: '100%' }} />;
}
