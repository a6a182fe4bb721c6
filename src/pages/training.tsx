import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import { enrolSteps, levels, tracks } from '@site/src/data/training';
import { useLocale } from '@site/src/hooks/useLocale';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default function Training(): JSX.Element {
  const locale = useLocale();
  const title = translate({ id: 'portal.training.title', message: 'Training & Certification' });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'portal.training.description',
        message: 'Course tracks, certification levels and how to enrol.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="portal.training.intro">
            Our courses take integrators, operators and developers from a first installation to a certified design of
            their own. Each track has levels; each level ends with an exam and a badge.
          </Translate>
        </p>

        <Heading as="h2" id="levels">
          <Translate id="portal.training.levels">Certification levels</Translate>
        </Heading>
        <ul>
          {Object.entries(levels).map(([id, level]) => (
            <li key={id}>
              <strong>{level.label[locale]}</strong>: {level.text[locale]}
            </li>
          ))}
        </ul>

        <Heading as="h2" id="tracks">
          <Translate id="portal.training.tracks">Course tracks</Translate>
        </Heading>
        {tracks.map((track) => (
          <section key={track.id} aria-labelledby={`track-${track.id}`}>
            <Heading as="h3" id={`track-${track.id}`}>
              {track.title[locale]}
            </Heading>
            <p>{track.audience[locale]}</p>
            <ScrollableTable>
              <thead>
                <tr>
                  <th>
                    <Translate id="portal.training.course">Course</Translate>
                  </th>
                  <th>
                    <Translate id="portal.training.level">Level</Translate>
                  </th>
                  <th>
                    <Translate id="portal.training.duration">Duration</Translate>
                  </th>
                  <th>
                    <Translate id="portal.training.format">Format</Translate>
                  </th>
                  <th>
                    <Translate id="portal.training.outcome">You will be able to</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {track.courses.map((course) => (
                  <tr key={course.code}>
                    <td>
                      <code>{course.code}</code> {course.title[locale]}
                    </td>
                    <td>{levels[course.level].label[locale]}</td>
                    <td>
                      <Translate id="portal.training.days" values={{ days: course.days }}>
                        {'{days} day(s)'}
                      </Translate>
                    </td>
                    <td>{course.format[locale]}</td>
                    <td>{course.outcome[locale]}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollableTable>
          </section>
        ))}

        <Heading as="h2" id="enrol">
          <Translate id="portal.training.enrol">How to enrol</Translate>
        </Heading>
        <ol>
          {enrolSteps.map((step) => (
            <li key={step.en}>{step[locale]}</li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
