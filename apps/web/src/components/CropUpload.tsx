import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Modal, Slider, Space, Upload } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { RequestError } from '../lib/request-error';
import {
  getCroppedBlob,
  MAX_AVATAR_MB,
  outputName,
  outputTypeFor,
  validateImageFile,
  type CropOutputType,
} from './crop-image';

export interface CropUploadProps {
  open: boolean;
  onClose: () => void;
  /** Sends the cropped image (e.g. as `avatarfile` to POST /system/user/profile/avatar); the dialog closes when it resolves. */
  onUpload: (blob: Blob, fileName: string) => Promise<void>;
  /** The current picture, shown for cropping until another one is chosen. */
  initialImage?: string;
  title?: ReactNode;
  aspect?: number;
  cropShape?: 'rect' | 'round';
  maxSizeMB?: number;
  /** Forced output format; by default JPEG stays JPEG and anything else becomes PNG. */
  outputType?: CropOutputType;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const PREVIEW_SIZE = 200;

const stageStyle: CSSProperties = { position: 'relative', width: '100%', height: 320, background: '#333' };
const previewStyle: CSSProperties = {
  width: PREVIEW_SIZE,
  height: PREVIEW_SIZE,
  overflow: 'hidden',
  border: '1px solid var(--ant-color-border, #d9d9d9)',
  background: '#f5f5f5',
};

interface Source {
  url: string;
  name: string;
  type: string;
  owned: boolean;
}

/** Avatar dialog: choose a local image, zoom and rotate it, preview the crop and upload it. */
export function CropUpload({
  open,
  onClose,
  onUpload,
  initialImage,
  title,
  aspect = 1,
  cropShape = 'round',
  maxSizeMB = MAX_AVATAR_MB,
  outputType,
}: CropUploadProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const image: Source | null =
    source ?? (initialImage ? { url: initialImage, name: 'avatar.png', type: '', owned: false } : null);
  const type = outputType ?? outputTypeFor(image?.type ?? '');

  useEffect(
    () => () => {
      if (source?.owned) URL.revokeObjectURL(source.url);
    },
    [source],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => clearTimeout(previewTimer.current), []);

  const choose = (file: File): boolean | typeof Upload.LIST_IGNORE => {
    const problem = validateImageFile(file, maxSizeMB);
    if (problem) {
      feedback().message.error(
        problem === 'type' ? t('widgets.cropNotImage') : t('widgets.cropTooLarge', { size: maxSizeMB }),
      );
      return Upload.LIST_IGNORE;
    }
    setSource({ url: URL.createObjectURL(file), name: file.name, type: file.type, owned: true });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    setPreview(null);
    return false;
  };

  const onCropComplete = (_: Area, pixels: Area) => {
    setArea(pixels);
    if (!image) return;
    clearTimeout(previewTimer.current);
    // The preview is re-encoded after the user stops moving, not on every frame.
    previewTimer.current = setTimeout(() => {
      getCroppedBlob(image.url, pixels, rotation, type, PREVIEW_SIZE * 2)
        .then((blob) => setPreview(URL.createObjectURL(blob)))
        .catch(() => setPreview(null));
    }, 150);
  };

  const submit = async () => {
    if (!image || !area) {
      feedback().message.warning(t('widgets.cropNoImage'));
      return;
    }
    setUploading(true);
    try {
      let blob: Blob;
      try {
        blob = await getCroppedBlob(image.url, area, rotation, type);
      } catch {
        feedback().message.error(t('widgets.cropFailed'));
        return;
      }
      await onUpload(blob, outputName(image.name, type));
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError && error.notified))
        feedback().message.error(
          error instanceof Error && error.message ? error.message : t('widgets.cropFailed'),
        );
    } finally {
      setUploading(false);
    }
  };

  const zoomBy = (delta: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z + delta)));

  return (
    <Modal
      open={open}
      title={title ?? t('widgets.cropTitle')}
      onCancel={uploading ? undefined : onClose}
      mask={{ closable: !uploading }}
      width={800}
      destroyOnHidden
      footer={null}
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 360px' }}>
          <div style={stageStyle} role="group" aria-label={t('widgets.cropArea')} data-testid="crop-stage">
            {image ? (
              <Cropper
                image={image.url}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={aspect}
                cropShape={cropShape}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropComplete={onCropComplete}
              />
            ) : (
              <div style={{ display: 'grid', placeItems: 'center', height: '100%', color: '#ccc' }}>
                {t('widgets.cropNoImage')}
              </div>
            )}
          </div>
          <Space wrap style={{ marginTop: 12 }}>
            <Upload accept="image/*" showUploadList={false} beforeUpload={choose} maxCount={1}>
              <Button icon={<UploadOutlined />}>
                {image ? t('widgets.cropReselect') : t('widgets.cropChoose')}
              </Button>
            </Upload>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('widgets.cropZoomOut')}
              onClick={() => zoomBy(-0.1)}
            />
            <Slider
              style={{ width: 120 }}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              aria-label={t('widgets.cropZoom')}
            />
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('widgets.cropZoomIn')}
              onClick={() => zoomBy(0.1)}
            />
            <Button
              icon={<RotateLeftOutlined />}
              aria-label={t('widgets.cropRotateLeft')}
              onClick={() => setRotation((r) => (r - 90) % 360)}
            />
            <Button
              icon={<RotateRightOutlined />}
              aria-label={t('widgets.cropRotateRight')}
              onClick={() => setRotation((r) => (r + 90) % 360)}
            />
          </Space>
        </div>
        <div style={{ flex: `0 0 ${PREVIEW_SIZE}px` }}>
          <div style={{ marginBottom: 8 }}>{t('widgets.cropPreview')}</div>
          <div style={{ ...previewStyle, borderRadius: cropShape === 'round' ? '50%' : 4 }}>
            {preview && (
              <img src={preview} alt={t('widgets.cropPreview')} style={{ width: '100%', height: '100%' }} />
            )}
          </div>
          <Button
            type="primary"
            block
            style={{ marginTop: 16 }}
            loading={uploading}
            disabled={!image}
            onClick={() => void submit()}
          >
            {t('widgets.cropSubmit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
