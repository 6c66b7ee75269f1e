/**
 * Fiction and drama from continental Europe and Latin America, under the titles of their English
 * editions, in the line format catalogue.ts reads (see british-fiction.ts). Years are those of the
 * original first publication.
 */
export const WORLD_FICTION = `
Victor Hugo|Fiction,Classics,French literature|Hugo's sweeping novels pit outcasts and the poor against law, fate and the sea.|The Hunchback of Notre-Dame@1831~Les Misérables@1862~Toilers of the Sea@1866~The Man Who Laughs@1869~Ninety-Three@1874
Alexandre Dumas|Fiction,Adventure,Historical fiction|Dumas's swashbuckling romances are full of duels, disguises, loyal friends and long-planned revenge.|The Three Musketeers@1844~The Count of Monte Cristo@1844~Twenty Years After@1845~Queen Margot@1845~The Vicomte of Bragelonne@1847~The Black Tulip@1850
Jules Verne|Fiction,Science fiction,Adventure|Verne's extraordinary voyages carry their explorers by balloon, submarine and projectile, with the science carefully explained.|Five Weeks in a Balloon@1863~Journey to the Centre of the Earth@1864~From the Earth to the Moon@1865~In Search of the Castaways@1867~Twenty Thousand Leagues Under the Seas@1870~Around the Moon@1870~Around the World in Eighty Days@1872~The Mysterious Island@1875~Michael Strogoff@1876~The Begum's Fortune@1879~Robur the Conqueror@1886
Honoré de Balzac|Fiction,Classics,French literature|Balzac's Human Comedy maps Paris and the provinces, where money and ambition drive nearly everyone.|The Wild Ass's Skin@1831~Eugénie Grandet@1833~Père Goriot@1835~Lost Illusions@1837~Cousin Bette@1846~Cousin Pons@1847
Gustave Flaubert|Fiction,Classics,French literature|Flaubert's exact, ironic prose follows dreamers whose hopes outrun their lives.|Madame Bovary@1857~Salammbô@1862~Sentimental Education@1869~Three Tales@1877~Bouvard and Pécuchet@1881
Émile Zola|Fiction,Naturalism,French literature|Zola's naturalist novels follow one family through the markets, mines and department stores of the Second Empire.|Thérèse Raquin@1867~The Belly of Paris@1873~L'Assommoir@1877~Nana@1880~The Ladies' Paradise@1883~Germinal@1885~The Masterpiece@1886~The Earth@1887~The Beast Within@1890~The Debacle@1892
Guy de Maupassant|Fiction,Short stories,French literature|Maupassant observes ambition, hypocrisy and small cruelties with clear-eyed economy.|Boule de Suif@1880~A Woman's Life@1883~Bel-Ami@1885~Pierre and Jean@1888
Stendhal|Fiction,Classics,French literature|Stendhal's ambitious young heroes chase glory and love through Restoration France and Italy.|The Red and the Black@1830~The Charterhouse of Parma@1839
Voltaire|Fiction,Satire,Philosophy|Voltaire's philosophical tales mock optimism, dogma and the powerful with swift, bright wit.|Zadig@1747~Micromégas@1752~Candide@1759
Jean-Jacques Rousseau|Fiction,Epistolary novels|A novel in letters about a tutor, his pupil and the claims of love against duty.|Julie, or the New Heloise@1761
Miguel de Cervantes|Fiction,Classics,Spanish literature|Cervantes's comedy of a gentleman who reads himself into knight-errantry, and of the stories people tell.|Don Quixote@1605~Exemplary Novels@1613
Leo Tolstoy|Fiction,Classics,Russian literature|Tolstoy moves from battlefields to drawing rooms and into the inner lives of people searching for how to live.|Childhood@1852~The Cossacks@1863~War and Peace@1869~Anna Karenina@1878~The Death of Ivan Ilyich@1886~The Kreutzer Sonata@1889~Resurrection@1899~Hadji Murat@1912
Fyodor Dostoevsky|Fiction,Classics,Russian literature|Dostoevsky's feverish characters argue about God, guilt and freedom in the back streets of St Petersburg.|Poor Folk@1846~The Double@1846~White Nights@1848~The House of the Dead@1862~Notes from Underground@1864~Crime and Punishment@1866~The Gambler@1866~The Idiot@1869~Demons@1872~The Brothers Karamazov@1880
Ivan Turgenev|Fiction,Classics,Russian literature|Turgenev's lucid novels catch the quarrels between generations and the landscape of rural Russia.|A Sportsman's Sketches@1852~Rudin@1856~Home of the Gentry@1859~On the Eve@1860~First Love@1860~Fathers and Sons@1862~Smoke@1867~Virgin Soil@1877
Nikolai Gogol|Fiction,Satire,Russian literature|Gogol's grotesque comedy finds the absurd in officials, provincial towns and a clerk's overcoat.|Evenings on a Farm Near Dikanka@1831~Taras Bulba@1835~The Overcoat@1842~Dead Souls@1842
Anton Chekhov|Short stories,Russian literature|Chekhov's stories are quiet, compassionate studies of people stuck in their lives.|The Steppe@1888~Ward No. 6@1892~The Lady with the Dog@1899
Alexander Pushkin|Fiction,Russian literature|Pushkin's clear, ironic storytelling founded modern Russian literature.|The Queen of Spades@1834~The Captain's Daughter@1836
Mikhail Lermontov|Fiction,Russian literature|A linked set of tales about a bored, brilliant officer in the Caucasus.|A Hero of Our Time@1840
Ivan Goncharov|Fiction,Russian literature,Satire|A gentle landowner who can barely leave his sofa, and the friend who tries to rouse him.|Oblomov@1859
Johann Wolfgang von Goethe|Fiction,German literature,Classics|Goethe's novels follow young men's passions and apprenticeships in life.|The Sorrows of Young Werther@1774~Wilhelm Meister's Apprenticeship@1795~Elective Affinities@1809
E. T. A. Hoffmann|Fiction,Fantasy,German literature|Hoffmann's uncanny tales blur dream and waking, automatons and people.|The Devil's Elixirs@1815~The Nutcracker and the Mouse King@1816~The Sandman@1816
Franz Kafka|Fiction,Modernism,German literature|Kafka's characters face bewildering authorities and transformations with painstaking calm.|The Metamorphosis@1915~In the Penal Colony@1919~The Trial@1925~The Castle@1926~Amerika@1927
Johanna Spyri|Children's fiction,Switzerland|An orphan girl brings life to her grandfather's hut in the Swiss Alps.|Heidi@1881
Johann David Wyss|Children's fiction,Adventure|A shipwrecked family builds a home on a tropical island.|The Swiss Family Robinson@1812
Carlo Collodi|Children's fiction,Fantasy,Italian literature|A wooden puppet who longs to be a real boy keeps getting into trouble.|The Adventures of Pinocchio@1883
Alessandro Manzoni|Fiction,Historical fiction,Italian literature|Two young lovers in seventeenth-century Lombardy are kept apart by a local tyrant, famine and plague.|The Betrothed@1827
Hans Christian Andersen|Fairy tales,Children's fiction|Andersen's fairy tales are by turns funny, strange and heartbreaking.|Fairy Tales Told for Children@1835
Hans Christian Andersen|Fiction,Danish literature|A poor Roman boy with a gift for improvised poetry makes his way in the world.|The Improvisatore@1835
Jacob Grimm;Wilhelm Grimm|Fairy tales,Folklore|The brothers' collection of German folk tales, from the kitchen fireside to the forest.|Children's and Household Tales@1812
Knut Hamsun|Fiction,Modernism,Norwegian literature|Hamsun's restless narrators follow their moods through hunger, love and the northern forests.|Hunger@1890~Mysteries@1892~Pan@1894~Growth of the Soil@1917
Selma Lagerlöf|Fiction,Swedish literature|Lagerlöf's storytelling draws on Swedish legend and landscape.|Gösta Berling's Saga@1891~The Wonderful Adventures of Nils@1906
August Strindberg|Fiction,Swedish literature|A satire of Stockholm's journalists, officials and artists.|The Red Room@1879
Marcel Proust|Fiction,Modernism,French literature|Proust's long novel of memory follows a narrator through salons, seaside resorts and love, to the discovery of his vocation.|Swann's Way@1913~Within a Budding Grove@1919~The Guermantes Way@1920~Sodom and Gomorrah@1921~The Prisoner@1923~The Fugitive@1925~Time Regained@1927
Anatole France|Fiction,Satire,French literature|France's ironic, urbane tales look at scholars, saints and revolutionaries alike.|The Crime of Sylvestre Bonnard@1881~Thaïs@1890~Penguin Island@1908~The Gods Will Have Blood@1912
Alain-Fournier|Fiction,French literature|A schoolboy stumbles into a mysterious celebration at a lost estate and spends his youth trying to return.|The Lost Estate@1913
Pierre Choderlos de Laclos|Fiction,Epistolary novels,French literature|Two aristocratic schemers plot seductions and ruin in an exchange of letters.|Dangerous Liaisons@1782
Abbé Prévost|Fiction,French literature|A young nobleman gives up everything for a woman he cannot keep.|Manon Lescaut@1731
Madame de La Fayette|Fiction,French literature|At the court of Henri II, a young wife struggles with a love she will not act on.|The Princess of Cleves@1678
François Rabelais|Fiction,Satire,French literature|Rabelais's giants eat, drink, learn and mock the learned in boisterous comedy.|Pantagruel@1532~Gargantua@1534
Benito Pérez Galdós|Fiction,Spanish literature|Galdós's Madrid novels follow rival families, classes and loves across a changing Spain.|Doña Perfecta@1876~Fortunata and Jacinta@1887
Leopoldo Alas|Fiction,Spanish literature|A judge's wife in a provincial cathedral town is torn between her confessor and a local charmer.|La Regenta@1884
Machado de Assis|Fiction,Brazilian literature|Machado's ironic narrators, some of them dead, look back on Rio de Janeiro lives.|The Posthumous Memoirs of Brás Cubas@1881~Quincas Borba@1891~Dom Casmurro@1899
Eça de Queirós|Fiction,Portuguese literature|Eça's realist novels satirise the clergy, the bourgeoisie and the elite of Lisbon.|The Crime of Father Amaro@1875~Cousin Bazilio@1878~The Maias@1888
Henryk Sienkiewicz|Fiction,Historical fiction,Polish literature|Sienkiewicz's historical epics range from Nero's Rome to Poland's wars.|With Fire and Sword@1884~The Deluge@1886~Quo Vadis@1896
Jaroslav Hašek|Fiction,Satire,War|A cheerful, possibly foolish soldier drifts through the Austro-Hungarian army of the First World War.|The Good Soldier Švejk@1921
Italo Svevo|Fiction,Modernism,Italian literature|Svevo's ironic Trieste novels follow men who analyse themselves into paralysis.|A Life@1892~As a Man Grows Older@1898~Zeno's Conscience@1923
Giovanni Verga|Fiction,Italian literature|Verga's Sicilian fishermen and landowners struggle against poverty and change.|The House by the Medlar Tree@1881~Mastro-don Gesualdo@1889
Luigi Pirandello|Fiction,Italian literature|Pirandello plays with identity and the masks people wear.|The Late Mattia Pascal@1904~One, No One and One Hundred Thousand@1926
Gaston Leroux|Fiction,Mystery|Leroux's mysteries feature locked rooms and a masked figure beneath the Paris Opera.|The Mystery of the Yellow Room@1907~The Phantom of the Opera@1910
Maurice Leblanc|Fiction,Mystery|The adventures of a gentleman thief who always stays a step ahead of the police.|Arsène Lupin, Gentleman Burglar@1907~The Hollow Needle@1909~813@1910
Yevgeny Zamyatin|Fiction,Science fiction,Dystopias|A citizen of a glass-walled state where everyone is a number begins to dream.|We@1924
`;
