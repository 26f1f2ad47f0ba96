import { randomBytes } from 'node:crypto';

/** A unique pet owner for one journey. */
export function newPetOwner() {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Maya',
    lastName: 'Rivers',
    username: `maya_${id}`,
    email: `maya.${id}@example.com`,
    password: 'correct-horse-42',
  };
}
