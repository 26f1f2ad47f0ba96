import type { ServiceDefinition } from '@pawpals/nest-common';
import { LostFoundPosts1700000000400 } from './migrations/1700000000400-lost-found-posts';
import { PostEntity } from './posts/post.entity';
import { PostsModule } from './posts/posts.module';

export const petsService: ServiceDefinition = {
  service: 'pets',
  entities: [PostEntity],
  migrations: [LostFoundPosts1700000000400],
  imports: [PostsModule],
};
