import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { unauthorized, type Actor, type ObjectPathResult, type UploadUrlResult } from '@pawpals/contracts';
import type { Request, Response } from 'express';
import { UploadsService } from './uploads.service';

function actorOf(req: Request): Actor {
  if (!req.auth) throw unauthorized();
  return { userId: req.auth.user.id };
}

const bodyField = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;

/** Storage routes the gateway answers itself (ARCHITECTURE §5). */
@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('api/objects/upload')
  @HttpCode(200)
  @ApiOperation({ summary: 'A short-lived, single-use URL to PUT one image to (JPEG, PNG, WebP or GIF, at most 10 485 760 bytes): {uploadURL}' })
  issue(@Req() req: Request): Promise<UploadUrlResult> {
    return this.uploads.issue(actorOf(req));
  }

  @Put('api/objects/uploads/:id')
  @ApiOperation({ summary: 'The upload URL itself: the raw image bytes as the body (any content type); answers {objectPath}' })
  receive(
    @Param('id') id: string,
    @Query() query: Request['query'],
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ObjectPathResult> {
    return this.uploads.receive(id, query, req, res);
  }

  @Put('api/pet-photo')
  @ApiOperation({ summary: 'Turn the upload URL of your image into its stable path: {photoUrl} → {objectPath}' })
  petPhoto(@Req() req: Request, @Body() body: unknown): Promise<ObjectPathResult> {
    return this.uploads.confirm(actorOf(req), bodyField(body, 'photoUrl'), 'photoUrl');
  }

  @Put('api/business-logo')
  @ApiOperation({ summary: "Set your business's logo from the upload URL of your image: {logoUrl} → {objectPath}" })
  businessLogo(@Req() req: Request, @Body() body: unknown): Promise<ObjectPathResult> {
    return this.uploads.setBusinessLogo(actorOf(req), bodyField(body, 'logoUrl'));
  }

  @Get('objects/:id')
  @ApiOperation({ summary: 'A stored image, cacheable forever (its path never changes)' })
  serve(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.uploads.serve(id, res);
  }
}
