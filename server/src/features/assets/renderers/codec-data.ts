import { AudioSample } from 'mediabunny';

/**
 * The stretch as a WebCodecs AudioData made from a typed array, which the encoder is then handed as
 * a clone. mediabunny would otherwise make one from the samples' whole ArrayBuffer, and
 * @napi-rs/webcodecs 1.3 keeps such a buffer alive after the AudioData is closed and collected:
 * a render held every decoded sample of the file (230 MB for ten minutes of stereo), and a video's
 * proxy every sample of its soundtrack.
 */
export function asCodecData(sample: AudioSample): AudioSample {
  const { numberOfChannels, numberOfFrames, sampleRate, microsecondTimestamp } = sample;
  const planes = new Float32Array(numberOfFrames * numberOfChannels);
  for (let channel = 0; channel < numberOfChannels; channel++) {
    sample.copyTo(planes.subarray(channel * numberOfFrames, (channel + 1) * numberOfFrames), { planeIndex: channel, format: 'f32-planar' });
  }
  return new AudioSample(new AudioData({ format: 'f32-planar', sampleRate, numberOfFrames, numberOfChannels, timestamp: microsecondTimestamp, data: planes }));
}
