import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import * as formStyles from '#client/components/Form/Form.css';
import { useAction } from '#client/components/Form/useSubmit';
import { poseIcon, type VerificationPose } from '#server/contract/verification-poses';
import { sendSelfie, type VerificationState } from '#client/queries/verification';
import * as styles from './verification.css';

/** The camera's picture as a JPEG file, the way an upload would arrive. */
function captureFrame(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob && new File([blob], 'selfie.jpg', { type: 'image/jpeg' })), 'image/jpeg', 0.9);
  });
}

/**
 * The selfie: live from the camera (getUserMedia, a frame drawn to a canvas) or a chosen file,
 * looked at before it is sent. The camera stops as soon as the picture is taken or the page left.
 */
export function SelfieCapture({ pose, onSent }: { pose: VerificationPose; onSent(state: VerificationState): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [selfie, setSelfie] = useState<{ file: File; url: string } | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const send = useAction(() => undefined);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);
  useEffect(() => () => (selfie ? URL.revokeObjectURL(selfie.url) : undefined), [selfie]);

  const choose = (file: File | null | undefined) => {
    if (!file) return;
    setStream(null);
    setSelfie({ file, url: URL.createObjectURL(file) });
  };
  const openCamera = async () => {
    setCameraFailed(false);
    setSelfie(null);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false }));
    } catch {
      setCameraFailed(true);
    }
  };
  const takePicture = async () => {
    if (video.current) choose(await captureFrame(video.current));
  };

  return (
    <>
      {(stream || selfie) && (
        <div className={styles.stage}>
          {selfie ? (
            <img src={selfie.url} alt={t('verification.preview_alt')} className={styles.preview} data-testid="selfie-preview" />
          ) : (
            <video ref={video} className={styles.video} autoPlay playsInline muted aria-label={t('verification.camera_label')} />
          )}
          <p className={styles.stageHint}>
            <span aria-hidden="true">{poseIcon(pose)}</span> {t(`verification.poses.${pose}`)}
          </p>
        </div>
      )}
      {stream && !selfie && <p className={formStyles.hint}>{t('verification.camera_hint')}</p>}
      {cameraFailed && <p className={formStyles.error}>{t('verification.camera_failed')}</p>}
      {(send.fields.photo ?? send.message) && <p className={formStyles.error}>{send.fields.photo ?? send.message}</p>}
      <div className={styles.actions}>
        {stream && !selfie ? (
          <button type="button" className={button.primary} onClick={takePicture}>
            {t('verification.capture')}
          </button>
        ) : (
          <button type="button" className={selfie ? button.outlineLight : button.primary} onClick={openCamera} disabled={send.pending}>
            {selfie ? t('verification.retake') : t('verification.camera')}
          </button>
        )}
        <label className={`${button.outlineLight} ${formStyles.filePicker}`}>
          {t('verification.upload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.hiddenInput}
            disabled={send.pending}
            data-testid="selfie-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {selfie && (
          <button
            type="button"
            className={button.primary}
            disabled={send.pending}
            onClick={() =>
              send.run(
                () => sendSelfie(selfie.file),
                (result) => onSent(result.verification),
              )
            }
          >
            {send.pending ? t('verification.sending') : t('verification.submit')}
          </button>
        )}
      </div>
    </>
  );
}
