import { uploadFailureText } from './uploads';

describe('uploadFailureText', () => {
  it("reads the server's message from a failed upload's JSON body", () => {
    expect(uploadFailureText({ body: '{"message":"The file is not an image"}' })).toBe('The file is not an image');
  });
  it('gives nothing for an empty, non-JSON or message-less body', () => {
    expect(uploadFailureText({ body: '' })).toBeUndefined();
    expect(uploadFailureText({ body: '<html>' })).toBeUndefined();
    expect(uploadFailureText({ body: '{"error":1}' })).toBeUndefined();
    expect(uploadFailureText(null)).toBeUndefined();
  });
});
