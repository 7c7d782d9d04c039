import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { TranscriptFormat } from '@podcast/contracts';
import { FinalVideoLookup } from './final-video.lookup';
import { detectSubtitleFormat, parseSubtitles } from './subtitles/parse-subtitles';
import { SubtitleSyntaxError } from './subtitles/subtitle-cue';
import type { TranscriptParagraph } from './subtitles/transcript-paragraphs';
import { transcriptRenderings, type TranscriptRenderings } from './subtitles/transcript-renderings';
import { TEXT_TRACK_MESSAGES, type TranscriptUploadDto } from './text-tracks.dto';
import { TranscriptRepository, type TranscriptSummary } from './transcript.repository';

/** What the episode page shows of a transcript. */
export interface TranscriptPageText {
  language: string;
  paragraphs: TranscriptParagraph[];
}

/**
 * An episode's transcript: checked line by line when uploaded, stored as cues with its WebVTT and SRT
 * files and readable paragraphs made then, so reads serve stored text (docs/text-tracks.md).
 */
@Injectable()
export class TranscriptsService {
  constructor(
    private readonly transcripts: TranscriptRepository,
    private readonly finalVideo: FinalVideoLookup,
  ) {}

  /** Replaces the episode's transcript; a file that cannot be read is a 400 naming its line, and the old transcript stays. */
  async upload(episodeId: number, dto: TranscriptUploadDto): Promise<TranscriptSummary> {
    const target = await this.finalVideo.of(episodeId);
    const format = detectSubtitleFormat(dto.fileName, dto.content);
    if (!format) throw new BadRequestException(TEXT_TRACK_MESSAGES.unknownFormat);
    let cues;
    try {
      cues = parseSubtitles(dto.content, format);
    } catch (error) {
      if (error instanceof SubtitleSyntaxError) throw new BadRequestException(`${dto.fileName}: ${error.message}`);
      throw error;
    }
    return this.transcripts.save({
      episodeId,
      language: dto.language,
      sourceFormat: format,
      fileName: dto.fileName,
      cues,
      cueCount: cues.length,
      ...transcriptRenderings(cues),
      timedForAssetId: target.assetId,
    });
  }

  /** The transcript as a file of `format`; null when the episode has none. */
  async file(episodeId: number, format: TranscriptFormat): Promise<string | null> {
    const stored = await this.transcripts.file(episodeId, format);
    if (!stored) return null;
    return stored.text ?? (await this.renderStored(episodeId))?.[format] ?? null;
  }

  /** The transcript's paragraphs and language, for the episode page; null when the episode has none. */
  async text(episodeId: number): Promise<TranscriptPageText | null> {
    const stored = await this.transcripts.text(episodeId);
    if (!stored) return null;
    const paragraphs = stored.paragraphs ?? (await this.renderStored(episodeId))?.paragraphs;
    return paragraphs ? { language: stored.language, paragraphs } : null;
  }

  async delete(episodeId: number): Promise<void> {
    await this.finalVideo.of(episodeId);
    if (!(await this.transcripts.delete(episodeId))) throw new NotFoundException(TEXT_TRACK_MESSAGES.transcriptNotFound);
  }

  /**
   * The text of a transcript the previous release stored (it writes cues only; docs/deployment.md,
   * pending contract steps), made from its cues as an upload makes it and stored, so only the first
   * read renders; null when the transcript is gone.
   */
  private async renderStored(episodeId: number): Promise<TranscriptRenderings | null> {
    const cues = await this.transcripts.cues(episodeId);
    if (!cues) return null;
    const renderings = transcriptRenderings(cues);
    await this.transcripts.storeRenderings(episodeId, cues, renderings);
    return renderings;
  }
}
