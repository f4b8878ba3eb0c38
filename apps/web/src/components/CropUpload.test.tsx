import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { bindFeedback } from '../lib/feedback';
import { RequestError } from '../lib/request-error';
import { fakeFeedback } from '../test/fake-adapter';
import type * as CropImage from './crop-image';
import { getCroppedBlob } from './crop-image';
import { CropUpload } from './CropUpload';

// jsdom loads no images, so the cropper reports a crop area as soon as it mounts.
vi.mock('react-easy-crop', () => {
  type Props = { image: string; rotation: number; onCropComplete: (a: unknown, p: unknown) => void };
  function FakeCropper({ image, rotation, onCropComplete }: Props) {
    const report = useRef(onCropComplete);
    useEffect(() => {
      report.current = onCropComplete;
    });
    useEffect(() => {
      report.current({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 20, width: 300, height: 300 });
    }, [image]);
    return <div data-testid="cropper" data-image={image} data-rotation={rotation} />;
  }
  return { default: FakeCropper };
});

vi.mock('./crop-image', async (importOriginal) => ({
  ...(await importOriginal<typeof CropImage>()),
  getCroppedBlob: vi.fn(),
}));

const MB = 1024 * 1024;
let fb: ReturnType<typeof fakeFeedback>['feedback'];

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

beforeEach(() => {
  const made = fakeFeedback();
  fb = made.feedback;
  bindFeedback(made.asFeedback);
  vi.mocked(getCroppedBlob).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => 'blob:local/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.clearAllMocks());

describe('<CropUpload>', { timeout: 20_000 }, () => {
  it('refuses a file that is not an image', async () => {
    render(<CropUpload open onClose={() => {}} onUpload={vi.fn()} />);
    await choose(fileOf('cv.pdf', 'application/pdf', 1000));
    expect(fb.message.error).toHaveBeenCalledWith('文件格式错误，请上传图片类型，如：JPG、PNG 后缀的文件。');
    expect(screen.queryByTestId('cropper')).toBeNull();
  });

  it('refuses an image over 5 MB', async () => {
    render(<CropUpload open onClose={() => {}} onUpload={vi.fn()} />);
    await choose(fileOf('big.png', 'image/png', 5 * MB + 1));
    expect(fb.message.error).toHaveBeenCalledWith('上传图片大小不能超过 5 MB！');
    expect(screen.queryByTestId('cropper')).toBeNull();
  });

  it('crops, rotates and uploads the chosen image, then closes', async () => {
    const onUpload = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<CropUpload open onClose={onClose} onUpload={onUpload} />);
    expect(screen.getByRole('button', { name: '提 交' })).toHaveProperty('disabled', true);
    await choose(fileOf('me.jpeg', 'image/jpeg', 2 * MB));
    expect(fb.message.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('cropper').dataset.image).toBe('blob:local/1');

    fireEvent.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(screen.getByTestId('cropper').dataset.rotation).toBe('90');
    await waitFor(() => expect(screen.getByAltText('预览')).toBeTruthy());

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    });
    expect(getCroppedBlob).toHaveBeenLastCalledWith(
      'blob:local/1',
      { x: 10, y: 20, width: 300, height: 300 },
      90,
      'image/jpeg',
    );
    expect(onUpload).toHaveBeenCalledWith(expect.any(Blob), 'me.jpg');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open when the upload fails, without a second toast for a reported error', async () => {
    const onUpload = vi.fn().mockRejectedValue(new RequestError('上传失败', { notified: true }));
    const onClose = vi.fn();
    render(<CropUpload open onClose={onClose} onUpload={onUpload} initialImage="/avatar/me.png" />);
    expect(screen.getByTestId('cropper').dataset.image).toBe('/avatar/me.png');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    });
    expect(onUpload).toHaveBeenCalledWith(expect.any(Blob), 'avatar.png');
    expect(onClose).not.toHaveBeenCalled();
    expect(fb.message.error).not.toHaveBeenCalled();
    const submit = screen.getByText('提 交').closest('button')!;
    expect(submit.disabled).toBe(false);
    expect(submit.className).not.toMatch(/loading/);
  });

  it('reports a crop that could not be produced', async () => {
    vi.mocked(getCroppedBlob).mockRejectedValue(new Error('tainted canvas'));
    const onUpload = vi.fn();
    render(<CropUpload open onClose={() => {}} onUpload={onUpload} initialImage="/avatar/me.png" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    });
    expect(fb.message.error).toHaveBeenCalledWith('图片裁剪失败，请重试');
    expect(onUpload).not.toHaveBeenCalled();
  });
});
