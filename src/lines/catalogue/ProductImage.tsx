import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A lazily loaded picture: a placeholder while it loads, a neutral picture (not a broken icon) when it fails. */
export function ProductImage({ src, alt, height }: { src: string | undefined; alt: string; height: number }) {
  const translate = useTranslate();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const failed = state === 'failed' || !src;
  return (
    <Box sx={{ position: 'relative', height, bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {state === 'loading' && src && <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
      {failed ? (
        <Box role="img" aria-label={translate('app.catalogue.noPicture')} sx={{ color: 'grey.500', textAlign: 'center' }} data-testid="no-picture">
          <ImageNotSupportedOutlined fontSize="large" />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', opacity: state === 'loaded' ? 1 : 0 }}
        />
      )}
    </Box>
  );
}
