import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductFile } from '../../../contracts/endpoints/catalogue';
import { withToken } from './calls';
import { ProductImage } from './ProductImage';
import { useZoom } from './useZoom';

/** The product's pictures: one large (zoom on hover), a strip of 5 thumbnails that scrolls, arrow keys move. */
export function ProductGallery({ pictures, name }: { pictures: ProductFile[]; name: string }) {
  const translate = useTranslate();
  const [index, setIndex] = useState(0);
  const zoom = useZoom();
  const strip = useRef<HTMLDivElement>(null);
  const count = pictures.length;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  useEffect(() => {
    strip.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);
  if (count === 0) return <ProductImage src={undefined} alt={name} height={320} />;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const current = pictures[Math.min(index, count - 1)];
  return (
    <Box tabIndex={0} onKeyDown={onKeyDown} aria-label={translate('app.catalogue.gallery')} data-testid="gallery" sx={{ outline: 'none', '&:focus-visible': { boxShadow: 2 } }}>
      <Box {...zoom.handlers} data-testid="gallery-main" data-zoomed={zoom.zoomed} sx={{ overflow: 'hidden', height: { xs: 260, sm: 360 }, bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'zoom-in' }}>
        <Box component="img" src={withToken(current.url)} alt={`${name} – ${current.file}`} sx={{ width: '100%', height: '100%', objectFit: 'contain', transition: 'transform 120ms', ...zoom.style }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
        <IconButton aria-label={translate('app.catalogue.previous')} onClick={() => move(-1)} size="small"><ChevronLeft /></IconButton>
        <Box ref={strip} sx={{ display: 'flex', gap: 1, overflowX: 'auto', scrollSnapType: 'x mandatory', flex: 1 }}>
          {pictures.map((picture, i) => (
            <Box
              key={picture.url}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={translate('app.catalogue.picture', { n: i + 1, count })}
              aria-current={i === index}
              sx={{ flex: '0 0 calc(20% - 8px)', height: 56, p: 0, border: 2, borderColor: i === index ? 'primary.main' : 'divider', bgcolor: 'grey.100', cursor: 'pointer', scrollSnapAlign: 'start' }}
            >
              <Box component="img" src={withToken(picture.url)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
            </Box>
          ))}
        </Box>
        <IconButton aria-label={translate('app.catalogue.next')} onClick={() => move(1)} size="small"><ChevronRight /></IconButton>
      </Box>
      <Typography variant="caption" color="text.secondary" data-testid="picture-position">{translate('app.catalogue.picture', { n: index + 1, count })}</Typography>
    </Box>
  );
}
