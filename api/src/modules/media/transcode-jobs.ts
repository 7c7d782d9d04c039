/** Job names of the transcode queue (queue names live in queue/queue-names.ts). */
export enum TranscodeJobName {
  Asset = 'transcode-asset',
}

export interface TranscodeJobData {
  assetId: number;
}
