import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './home.module.css';
import { RevealSection } from './reveal-section';

/** docs/product.md (spec section 2): the Create button opens the Create NFT screen. */
export function CreateCallToAction() {
  const { t } = useTranslation();
  return (
    <RevealSection label={t('home.create_cta.title')}>
      <Container size="lg" py={32}>
        <Paper className={classes.cta} radius="xl" p={{ base: 'xl', sm: 48 }}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} c="white">
              {t('home.create_cta.title')}
            </Title>
            <Text size="lg" maw={560}>
              {t('home.create_cta.body')}
            </Text>
            <Button component={Link} to={paths.createNft()} size="md" radius="xl" variant="white">
              {t('home.create_cta.button')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </RevealSection>
  );
}
