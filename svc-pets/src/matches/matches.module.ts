import { Module } from '@nestjs/common';
import { MatchesRepository } from './matches.repository';
import { MatchesService } from './matches.service';

/**
 * Match suggestions between lost and found posts: candidates, scoring and the once-per-pair notices.
 * Its route (MatchesController) lives with the posts' module, which decides who may see a post; the
 * posts' moderation calls MatchesService on approval.
 */
@Module({
  providers: [MatchesService, MatchesRepository],
  exports: [MatchesService],
})
export class MatchesModule {}
