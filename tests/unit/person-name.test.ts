import { describe, expect, it } from 'vitest';
import { personName } from '~/domain/people/person-name';

describe('a person’s name, the Austrian way', () => {
  it.each([
    [{ titel: 'MSc', vorname: 'Elisabeth', name: 'Steiner' }, 'Elisabeth Steiner, MSc'],
    [{ titel: 'Mag.', vorname: 'Jakob', name: 'Wagner' }, 'Mag. Jakob Wagner'],
    [{ titel: 'Mag. MSc', vorname: 'Jakob', name: 'Wagner' }, 'Mag. Jakob Wagner, MSc'],
    [{ titel: 'DI Dr. MBA', vorname: 'Anna', name: 'Huber' }, 'DI Dr. Anna Huber, MBA'],
    [{ titel: 'LL.M.', vorname: 'Karl', name: 'Berger' }, 'Karl Berger, LL.M.'],
    [{ titel: null, vorname: 'Eva', name: 'Gruber' }, 'Eva Gruber'],
    [{ titel: 'BA', vorname: null, name: null }, ''],
  ])('%o → %s', (person, expected) => {
    expect(personName(person)).toBe(expected);
  });
});
