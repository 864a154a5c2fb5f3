/** English texts of the console (DESIGN.md §3.4). Keys and structure must match es.ts exactly. */
export const en = {
  app: {
    title: 'Back office console',
    widget: {
      collapse: 'Collapse %{title}',
      expand: 'Expand %{title}',
      fullscreen: 'Show %{title} full screen',
      exit_fullscreen: 'Leave full screen',
    },
    errors: {
      network: 'The server cannot be reached. Check your connection and try again.',
      unknown: 'Unexpected error',
      bad_answer: 'The server sent an answer that could not be read',
      missing_module_url: 'This page needs the url parameter of its service',
      line_load: 'This part of the console could not be loaded. Check your connection and try again.',
    },
    attachments: {
      drop_file: 'Drag a file here or',
      drop_files: 'Drag files here or',
      choose_file: 'Choose a file',
      choose_files: 'Choose files',
      hint: 'Allowed: %{allowed}. Up to %{limit} each.',
      pending_title: '%{smart_count} file ready to upload |||| %{smart_count} files ready to upload',
      remove_pending: 'Take %{name} off the list',
      upload: 'Upload',
      uploading: 'Uploading… %{percent}%',
      cancel_upload: 'Cancel',
      stored_title: 'Stored files',
      open: 'Download %{name}',
      remove: 'Remove %{name}',
      confirm_remove_title: 'Remove file',
      confirm_remove_content: 'Remove %{name}? This cannot be undone.',
      confirm_remove: 'Remove',
      uploaded: 'File upload successful.',
      removed: 'remove file successfully.',
      cancelled: 'Upload cancelled; nothing was stored.',
      errors: {
        type: '%{name}: this type of file is not accepted (allowed: %{allowed})',
        size: '%{name} is %{size}; the limit is %{limit}',
        empty: '%{name} is empty',
        stored: '%{name} is already stored here: remove it first or rename the file',
        duplicate: '%{name} is already in the list',
        too_many: 'At most %{smart_count} file can go here; %{name} was left out |||| At most %{smart_count} files can be sent at once; %{name} was left out',
      },
      database: {
        icon: 'Icon',
        icon_empty: 'No icon yet',
        files: 'Files',
        files_empty: 'No files yet',
      },
    },
  },
};

/** The shape every language's messages must have. */
export type AppMessages = typeof en;
