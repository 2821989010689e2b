import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audioClock, knownDuration } from './audio-clock';
import classes from './AudioPlayer.module.css';

export interface NarrationPlayerProps {
  readonly src: string;
  /** The narration's language (may differ from the text's). */
  readonly language: string;
  /** The group's accessible name ("Listen: The Mayflower Compact"). */
  readonly name: string;
  readonly compact: boolean;
  /** preload="none": the first screen's cards fetch no audio until the student plays one (issue 17). */
  readonly lengthOnPlay: boolean;
}

/**
 * One narration, compact and keyboard-light (issue 11): the native controls took three Tab stops each
 * and read "0:00 / 0:00" until played. Here the metadata loads with the page (preload="metadata"), so
 * the length shows at once; the player is one Tab stop (Play, its length in its name) until started,
 * then adds a position slider (arrow keys, Home and End seek; its value is read as "0:05 of 1:23").
 * Volume is the device's; the product has no playback speed. A player asked for `lengthOnPlay` loads
 * nothing until played: Play alone (no "0:00 / 0:00"), then the length as the audio arrives.
 */
export function NarrationPlayer({ src, language, name, compact, lengthOnPlay }: NarrationPlayerProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    // A refused play (no network, autoplay rules) leaves the button as it was: no play event arrives.
    if (playing) element.pause();
    else element.play().catch(() => undefined);
  };
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setTime(seconds);
  };
  const length = duration === null ? null : audioClock(duration);
  const playName = length === null ? t('audioPlay') : t('audioPlayFor', { duration: length });

  return (
    <div role="group" aria-label={name} className={compact ? `${classes.player} ${classes.compact}` : classes.player}>
      <audio
        ref={audio}
        src={src}
        preload={lengthOnPlay ? 'none' : 'metadata'}
        lang={language}
        data-testid="audio-player"
        onLoadedMetadata={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onDurationChange={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlay={() => {
          setPlaying(true);
          setStarted(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <button type="button" className={classes.play} aria-label={playing ? t('audioPause') : playName} onClick={toggle}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      {length !== null && (
        // The same words are in the button's name and the slider's value; read once, not twice.
        <span className={classes.time} aria-hidden="true" data-testid="audio-time">
          {audioClock(time)} / {length}
        </span>
      )}
      {started && duration !== null && (
        <input
          type="range"
          className={classes.position}
          aria-label={t('audioPosition')}
          aria-valuetext={t('audioTimeOf', { time: audioClock(time), duration: length })}
          min={0}
          max={duration}
          step={1}
          value={Math.min(time, duration)}
          onChange={(e) => seek(Number(e.currentTarget.value))}
        />
      )}
    </div>
  );
}

const icon = { width: 14, height: 14, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;

function PlayIcon() {
  return (
    <svg {...icon}>
      <path d="M4 2.5v11l9.5-5.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...icon}>
      <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
    </svg>
  );
}
