import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A builder's two live messages: the publish reminder the server answered with (stays until
 * dismissed) and, for screen readers only, where a moved row now stands.
 */
export function AuthoringNotices({ notice, onDismiss, announcement }: { readonly notice: string | null; readonly onDismiss: () => void; readonly announcement: string }) {
  const { t } = useTranslation();
  return (
    <>
      {notice && (
        <Alert color="yellow" role="status" withCloseButton closeButtonLabel={t('close')} onClose={onDismiss}>
          {notice}
        </Alert>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </>
  );
}
