import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PRODUCT_IMAGE_MAX_BYTES, type ProductDetail } from '../../../contracts/endpoints/catalogue';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface Props {
  product: ProductDetail;
  onClose: () => void;
  onSave: (input: { name: string; description: string; image?: string; imageName?: string }) => Promise<void>;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** "Editar SKU": name and description required (shown invalid once touched; nothing sent while invalid), one image. */
export function EditProductDialog({ product, onClose, onSave }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [tab, setTab] = useState(0);
  const [values, setValues] = useState({ name: product.name, description: product.description });
  const [touched, setTouched] = useState({ name: false, description: false });
  const [image, setImage] = useState<{ data: string; name: string } | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const invalid = { name: values.name.trim() === '', description: values.description.trim() === '' };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setImageError(translate('app.catalogue.imageType'));
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setImageError(translate('app.catalogue.imageTooLarge'));
    setImageError(undefined);
    setImage({ data: await readAsDataUrl(file), name: file.name });
  };

  const save = async () => {
    setTouched({ name: true, description: true });
    if (invalid.name || invalid.description) {
      setTab(0);
      return;
    }
    setSaving(true);
    try {
      await onSave({ name: values.name.trim(), description: values.description.trim(), image: image?.data, imageName: image?.name });
      notify('app.catalogue.saved', { type: 'success' });
      onClose();
    } catch (error) {
      // spec 01 §8: a failed product save shows the raw response body
      const body = (error as { body?: unknown }).body;
      notify(body === undefined ? String((error as Error).message) : JSON.stringify(body), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'name' | 'description', multiline = false) => (
    <TextField
      label={translate(`app.catalogue.fields.${key}`)}
      value={values[key]}
      required
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      margin="normal"
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
      error={touched[key] && invalid[key]}
      helperText={touched[key] && invalid[key] ? translate('app.catalogue.required') : ' '}
    />
  );

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.catalogue.editTitle')} {product.sku}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, next: number) => setTab(next)}>
          <Tab label={translate('app.catalogue.tabData')} />
          <Tab label={translate('app.catalogue.tabImage')} />
        </Tabs>
        <Box hidden={tab !== 0}>
          {field('name')}
          {field('description', true)}
        </Box>
        <Box hidden={tab !== 1} sx={{ pt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.catalogue.imageHint')}</Typography>
          {image && <Box component="img" src={image.data} alt={image.name} sx={{ maxHeight: 160, display: 'block', mb: 1 }} />}
          <Button component="label" variant="outlined">
            {translate(image ? 'app.catalogue.replaceImage' : 'app.catalogue.chooseImage')}
            <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={pick} data-testid="product-image-input" />
          </Button>
          {image && <Button onClick={() => setImage(undefined)} sx={{ ml: 1 }}>{translate('app.catalogue.removeImage')}</Button>}
          {imageError && <Alert severity="error" sx={{ mt: 1 }}>{imageError}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('app.catalogue.cancel')}</Button>
        <Button onClick={save} variant="contained" disabled={saving}>{translate('app.catalogue.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
