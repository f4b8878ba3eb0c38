/** Pixel rectangle as react-easy-crop reports it, relative to the rotated image's bounding box. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MAX_AVATAR_MB = 5;
export type CropOutputType = 'image/png' | 'image/jpeg';
/** Multipart field of `POST /system/user/profile/avatar`. */
export const AVATAR_FIELD = 'avatarfile';

export type ImageFileProblem = 'type' | 'size';

/** Only images, and at most `maxMB` megabytes. */
export function validateImageFile(
  file: { type: string; size: number },
  maxMB: number = MAX_AVATAR_MB,
): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > maxMB * 1024 * 1024) return 'size';
  return null;
}

/** JPEG stays JPEG (smaller photos); everything else becomes PNG so transparency survives. */
export function outputTypeFor(fileType: string): CropOutputType {
  return fileType === 'image/jpeg' || fileType === 'image/jpg' ? 'image/jpeg' : 'image/png';
}

export function outputName(original: string, type: CropOutputType): string {
  const base = original.replace(/\.[^./\\]*$/, '') || 'avatar';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export function rotatedSize({ width, height }: Size, rotationDeg: number): Size {
  const rad = (rotationDeg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  // Rounding hides float noise such as cos(90°) = 6e-17.
  return {
    width: Math.round(cos * width + sin * height),
    height: Math.round(sin * width + cos * height),
  };
}

export interface CropPlan {
  /** Canvas holding the whole rotated image. */
  box: Size;
  rotationRad: number;
  /** Integer rectangle cut from that canvas, kept inside it. */
  source: PixelArea;
  /** Size of the produced image; `source` scaled down to at most `maxOutput` on its longer side. */
  output: Size;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The geometry behind getCroppedBlob, kept pure so it can be tested without a canvas. */
export function planCrop(image: Size, area: PixelArea, rotationDeg = 0, maxOutput = Infinity): CropPlan {
  const box = rotatedSize(image, rotationDeg);
  const x = clamp(Math.round(area.x), 0, Math.max(box.width - 1, 0));
  const y = clamp(Math.round(area.y), 0, Math.max(box.height - 1, 0));
  const width = clamp(Math.round(area.width), 1, Math.max(box.width - x, 1));
  const height = clamp(Math.round(area.height), 1, Math.max(box.height - y, 1));
  const scale = Math.min(1, maxOutput / Math.max(width, height));
  return {
    box,
    rotationRad: (rotationDeg * Math.PI) / 180,
    source: { x, y, width, height },
    output: {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    },
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('image failed to load')));
    image.src = src;
  });
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  return ctx;
}

/** Draws the rotated image, cuts `area` out of it and encodes it as PNG or JPEG. */
export async function getCroppedBlob(
  imageSrc: string,
  area: PixelArea,
  rotationDeg = 0,
  type: CropOutputType = 'image/png',
  maxOutput = 1024,
): Promise<Blob> {
  const image = await loadImage(imageSrc);
  const plan = planCrop(
    { width: image.naturalWidth, height: image.naturalHeight },
    area,
    rotationDeg,
    maxOutput,
  );

  const rotated = document.createElement('canvas');
  rotated.width = plan.box.width;
  rotated.height = plan.box.height;
  const ctx = context2d(rotated);
  ctx.translate(plan.box.width / 2, plan.box.height / 2);
  ctx.rotate(plan.rotationRad);
  ctx.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  ctx.drawImage(image, 0, 0);

  const out = document.createElement('canvas');
  out.width = plan.output.width;
  out.height = plan.output.height;
  const outCtx = context2d(out);
  if (type === 'image/jpeg') {
    // JPEG has no alpha: transparent corners would turn black.
    outCtx.fillStyle = '#fff';
    outCtx.fillRect(0, 0, out.width, out.height);
  }
  const { x, y, width, height } = plan.source;
  outCtx.drawImage(rotated, x, y, width, height, 0, 0, out.width, out.height);

  return new Promise((resolve, reject) => {
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), type, 0.92);
  });
}

/** The multipart body the avatar endpoint expects. */
export function avatarFormData(blob: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(AVATAR_FIELD, blob, fileName);
  return form;
}
