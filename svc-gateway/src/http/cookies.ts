// web/ still imports '../http/cookies'; once web/ moves to edge/web/ that path reaches edge/http/cookies and this file goes.
export * from '../edge/http/cookies';
