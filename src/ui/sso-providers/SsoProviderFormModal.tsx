import { useState, type ChangeEvent } from 'react';
import { Checkbox, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SsoProviderSetting } from '@application/sso/sso-provider-settings.port';
import {
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_PROVIDER_KINDS,
  SSO_PROVIDER_NAME_MAX,
  SSO_USER_IDS_TYPE_MAX,
  ssoProviderAddSchema,
  ssoProviderChangeSchema,
  type SsoProviderKind,
} from '@domain/sso/sso-provider.schemas';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm, type RecordFormProps } from '../management/use-record-form';
import { useSaveSsoProvider } from './sso-providers.queries';

/**
 * Add or edit a single-sign-on provider, checked with the shared rules first. The secret is
 * write-only: an edit starts with it empty, and empty keeps the stored one.
 */
export function SsoProviderFormModal(dialog: RecordFormProps<SsoProviderSetting>) {
  const { t } = useTranslation();
  const provider = dialog.record;
  const form = useRecordForm(dialog, useSaveSsoProvider());
  const [values, setValues] = useState({
    slug: provider?.slug ?? '',
    name: provider?.name ?? '',
    kind: (provider?.kind ?? 'generic') as SsoProviderKind,
    issuer: provider?.issuer ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    hostedDomain: provider?.hostedDomain ?? '',
    userIdsType: provider?.userIdsType ?? '',
    enabled: provider?.enabled ?? true,
  });
  const changed = useHasChanges(values);
  const set = <K extends keyof typeof values>(field: K) => (value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field);
  };
  const text = (field: 'slug' | 'name' | 'issuer' | 'clientId' | 'clientSecret' | 'hostedDomain' | 'userIdsType') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field)(e.currentTarget.value),
    error: form.errorText(field),
  });

  const submit = () => {
    if (provider) {
      const checked = validateWith(ssoProviderChangeSchema, values);
      if (checked.errors) return form.invalid(checked.errors);
      form.save({ id: provider.id, input: checked.data });
    } else {
      const checked = validateWith(ssoProviderAddSchema, values);
      if (checked.errors) return form.invalid(checked.errors);
      form.save({ id: null, input: checked.data });
    }
  };

  return (
    <FormModal
      opened={dialog.opened}
      title={provider ? t('spEditTitle', { name: provider.name }) : t('spAdd')}
      onClose={dialog.onClose}
      onSubmit={submit}
      changed={changed}
      summary={form.summary}
      busy={form.busy}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('spName')} {...text('name')} required maxLength={SSO_PROVIDER_NAME_MAX} />
        <TextInput label={t('spSlug')} description={t('spSlugHint')} {...text('slug')} required maxLength={60} readOnly={provider !== null} />
        <Select
          label={t('spKind')}
          data={SSO_PROVIDER_KINDS.map((k) => ({ value: k, label: t(`spKind_${k}`) }))}
          value={values.kind}
          onChange={(value) => value && set('kind')(value as SsoProviderKind)}
          error={form.errorText('kind')}
          required
          allowDeselect={false}
        />
        <TextInput label={t('spClientId')} {...text('clientId')} required maxLength={SSO_CLIENT_ID_MAX} autoComplete="off" />
      </SimpleGrid>
      <TextInput label={t('spIssuer')} description={t('spIssuerHint')} {...text('issuer')} required type="url" placeholder="https://" />
      <PasswordInput
        label={t('spClientSecret')}
        description={provider ? t('spClientSecretKeep') : t('spClientSecretHint')}
        {...text('clientSecret')}
        required={provider === null}
        maxLength={SSO_CLIENT_SECRET_MAX}
        autoComplete="new-password"
      />
      {values.kind === 'google' && <TextInput label={t('spHostedDomain')} description={t('spHostedDomainHint')} {...text('hostedDomain')} maxLength={253} />}
      <TextInput label={t('spUserIdsType')} description={t('spUserIdsTypeHint')} {...text('userIdsType')} maxLength={SSO_USER_IDS_TYPE_MAX} />
      <Checkbox label={t('spEnabledLabel')} checked={values.enabled} onChange={(e) => set('enabled')(e.currentTarget.checked)} />
    </FormModal>
  );
}
