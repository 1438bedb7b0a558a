import { Alert, Button, type ButtonStyleProps, buttonStyles } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { Note } from './form-parts';
import { removeTenantImage, type TenantImageKind, uploadTenantImage } from './tenants.api';

const Box = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: repeating-conic-gradient(#f1edf5 0% 25%, #fff 0% 50%) 50% / 12px 12px;

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FileButton = styled.label<ButtonStyleProps & { $busy: boolean }>`
  ${buttonStyles}
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary.surface};
    outline-offset: 2px;
  }
`;

const TITLES: Record<TenantImageKind, MessageId> = {
  logo: 'tenants.theme.logo',
  favicon: 'tenants.theme.favicon',
};

/** A data: URL of the chosen file: the console's pages allow those as images, not blob: ones. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Uploads the logo or favicon as soon as it is chosen; the preview shows it before the answer. */
export function ImageUpload({
  tenantId,
  kind,
  url,
  onChanged,
}: {
  tenantId: number;
  kind: TenantImageKind;
  url: string | null;
  onChanged: (images: { logo_url: string | null; favicon_url: string | null }) => void;
}) {
  const inputId = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const shown = local ?? url;

  async function run(call: () => ReturnType<typeof uploadTenantImage>) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await call());
    } catch (caught) {
      setError(toApiError(caught));
      setLocal(null);
    } finally {
      setBusy(false);
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setLocal(await readAsDataUrl(file).catch(() => null));
    await run(() => uploadTenantImage(tenantId, kind, file));
  }

  return (
    <div data-testid={`theme-${kind}`}>
      <Box>
        <Thumb>
          {shown ? <img src={shown} alt="" data-testid={`theme-${kind}-preview`} /> : <Note>—</Note>}
        </Thumb>
        <div>
          <strong>
            <FormattedMessage id={TITLES[kind]} />
          </strong>
          <Controls>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid={`theme-${kind}-file`}
            />
            <FileButton htmlFor={inputId} $variant="outline" $size="sm" $busy={busy}>
              <FormattedMessage id="tenants.theme.upload" />
            </FileButton>
            {shown && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setLocal(null);
                  void run(() => removeTenantImage(tenantId, kind));
                }}
                data-testid={`theme-${kind}-remove`}
              >
                <FormattedMessage id="tenants.theme.remove_image" />
              </Button>
            )}
          </Controls>
          <Note>
            <FormattedMessage id="tenants.theme.image_hint" />
          </Note>
        </div>
      </Box>
      {error && (
        <Alert tone="danger" data-testid={`theme-${kind}-error`}>
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
    </div>
  );
}
