import { Box } from '@mui/material';
import type { Identifier } from 'react-admin';
import { AttachmentSlot, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../../shell/components/attachments';

/**
 * The database's "Upload File" tab (spec 01 §2.2, §3): its icon (table DataBasesObjectIcon, one image) and its
 * files (table DataBasesObject, several). Uploading and removing need the W flag of the databases menu.
 */
export const DatabaseFilesTab = ({ record }: { record: { id: Identifier } }) => (
  <Box
    sx={{
      p: 2,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
      alignItems: 'start',
    }}
  >
    <AttachmentSlot
      ownerId={record.id}
      tableName="DataBasesObjectIcon"
      accept={IMAGE_EXTENSIONS}
      labels={{ title: 'app.attachments.database.icon', empty: 'app.attachments.database.icon_empty' }}
      resource="databases"
    />
    <AttachmentSlot
      ownerId={record.id}
      tableName="DataBasesObject"
      multiple
      accept={DOCUMENT_EXTENSIONS}
      labels={{ title: 'app.attachments.database.files', empty: 'app.attachments.database.files_empty' }}
      resource="databases"
    />
  </Box>
);
