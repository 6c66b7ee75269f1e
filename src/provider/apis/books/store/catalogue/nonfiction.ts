/**
 * Philosophy, science, history, politics, travel and life writing, in the line format catalogue.ts reads
 * (see british-fiction.ts).
 */
export const NONFICTION = `
Charles Darwin|Science,Natural history,Evolution|Darwin's patient observation of barnacles, pigeons, finches and worms built the case for evolution by natural selection.|The Voyage of the Beagle@1839~On the Origin of Species@1859~The Descent of Man@1871~The Expression of the Emotions in Man and Animals@1872~The Formation of Vegetable Mould through the Action of Worms@1881
Adam Smith|Economics,Philosophy|Smith examines sympathy, self-interest and the division of labour in a commercial society.|The Theory of Moral Sentiments@1759~The Wealth of Nations@1776
Karl Marx;Friedrich Engels|Politics,Economics|The pamphlet that called the workers of the world to unite.|The Communist Manifesto@1848
Karl Marx|Economics,Politics|Marx's critique of political economy, tracing profit to unpaid labour.|Capital, Volume I@1867
Friedrich Engels|Social conditions,History|Engels's first-hand account of the slums and factories of Manchester.|The Condition of the Working Class in England@1845
John Stuart Mill|Philosophy,Politics|Mill argues for individual liberty, the greatest happiness and the equality of the sexes.|A System of Logic@1843~On Liberty@1859~Utilitarianism@1863~The Subjection of Women@1869
Thomas Hobbes|Philosophy,Politics|Hobbes argues that only a sovereign power can lift people out of a war of all against all.|Leviathan@1651
John Locke|Philosophy,Politics|Locke's accounts of government by consent and of knowledge built from experience.|Two Treatises of Government@1689~An Essay Concerning Human Understanding@1689
David Hume|Philosophy|Hume's sceptical inquiry into causation, belief and the passions.|A Treatise of Human Nature@1739~An Enquiry Concerning Human Understanding@1748
Immanuel Kant|Philosophy|Kant's critical philosophy asks what reason can know, what it ought to do and how it judges beauty.|Critique of Pure Reason@1781~Groundwork of the Metaphysics of Morals@1785~Critique of Practical Reason@1788~Critique of Judgment@1790
René Descartes|Philosophy|Descartes doubts everything he can and rebuilds knowledge from the one thing left.|Discourse on the Method@1637~Meditations on First Philosophy@1641
Baruch Spinoza|Philosophy|Spinoza reasons about God, nature, freedom and the emotions in geometrical order.|Theological-Political Treatise@1670~Ethics@1677
Friedrich Nietzsche|Philosophy|Nietzsche's aphoristic, provocative books question morality, truth and the values of his age.|The Birth of Tragedy@1872~Human, All Too Human@1878~The Gay Science@1882~Thus Spoke Zarathustra@1883~Beyond Good and Evil@1886~On the Genealogy of Morality@1887~Twilight of the Idols@1889
Arthur Schopenhauer|Philosophy|Schopenhauer sees the world as blind striving, and art and compassion as release from it.|The World as Will and Representation@1818~Parerga and Paralipomena@1851
Søren Kierkegaard|Philosophy,Religion|Kierkegaard writes under many names about choice, faith and despair.|Either/Or@1843~Fear and Trembling@1843~The Concept of Anxiety@1844~The Sickness unto Death@1849
Blaise Pascal|Philosophy,Religion|Pascal's fragments and polemics on faith, reason and the human condition.|The Provincial Letters@1657~Pensées@1670
Jean-Jacques Rousseau|Philosophy,Politics,Education|Rousseau argues that society corrupts natural goodness, and imagines how it could be remade.|Discourse on Inequality@1755~The Social Contract@1762~Emile, or On Education@1762~Confessions@1782
Mary Wollstonecraft|Politics,Women|Wollstonecraft argues for reason, education and rights for women and men alike.|A Vindication of the Rights of Men@1790~A Vindication of the Rights of Woman@1792
Thomas Paine|Politics,History|Paine's plain-spoken pamphlets argued for independence, republics and reason.|Common Sense@1776~Rights of Man@1791~The Age of Reason@1794
Edmund Burke|Politics,Philosophy|Burke writes on the sublime and on the dangers of revolutionary change.|A Philosophical Enquiry into the Origin of Our Ideas of the Sublime and Beautiful@1757~Reflections on the Revolution in France@1790
Henry David Thoreau|Nature,Philosophy,Essays|Thoreau lives simply in the woods and on the rivers of New England, and asks what a person owes the state.|A Week on the Concord and Merrimack Rivers@1849~Civil Disobedience@1849~Walden@1854~The Maine Woods@1864
Ralph Waldo Emerson|Essays,Philosophy|Emerson's essays urge self-reliance and a direct relation to nature.|Nature@1836~Essays: First Series@1841~Essays: Second Series@1844~Representative Men@1850~The Conduct of Life@1860
Frederick Douglass|Biography,Slavery,History|Douglass tells of his enslavement, his escape and his life's work for abolition.|Narrative of the Life of Frederick Douglass, an American Slave@1845~My Bondage and My Freedom@1855~Life and Times of Frederick Douglass@1881
Harriet Jacobs|Biography,Slavery|Jacobs recounts her years of hiding to escape her enslaver.|Incidents in the Life of a Slave Girl@1861
Booker T. Washington|Biography,Education|Washington recounts his rise from slavery to founding a school.|Up from Slavery@1901
Benjamin Franklin|Biography,History|Franklin's account of his own life, from printer's apprentice onward.|The Autobiography of Benjamin Franklin@1791
Alexander Hamilton;James Madison;John Jay|Politics,History|Essays written to argue for the ratification of the United States Constitution.|The Federalist Papers@1788
Alexis de Tocqueville|Politics,History|Tocqueville studies democracy in America and the old order of France.|Democracy in America@1835~The Old Regime and the Revolution@1856
Thomas Carlyle|History,Philosophy|Carlyle's thunderous prose on heroes, revolution and the condition of England.|Sartor Resartus@1836~The French Revolution: A History@1837~On Heroes, Hero-Worship, and the Heroic in History@1841~Past and Present@1843
John Ruskin|Art,Essays|Ruskin writes on painting, architecture and the ethics of work and wealth.|Modern Painters@1843~The Stones of Venice@1851~Unto This Last@1862~Sesame and Lilies@1865
Edward Gibbon|History|Gibbon's monumental, ironic history of Rome's long decline.|The History of the Decline and Fall of the Roman Empire@1776
Thomas Babington Macaulay|History|Macaulay's vivid narrative of seventeenth-century England.|The History of England from the Accession of James the Second@1848
Thomas Babington Macaulay|Poetry|Ballads of early Roman heroes.|Lays of Ancient Rome@1842
Francis Bacon|Philosophy,Science,Essays|Bacon argues for a new method of knowledge built on observation and experiment.|Essays@1597~The Advancement of Learning@1605~Novum Organum@1620~New Atlantis@1627
Isaac Newton|Science,Physics,Mathematics|Newton's laws of motion, universal gravitation and the nature of light.|The Mathematical Principles of Natural Philosophy@1687~Opticks@1704
Galileo Galilei|Science,Astronomy,Physics|Galileo's telescope discoveries and his arguments for a moving earth.|The Starry Messenger@1610~Dialogue Concerning the Two Chief World Systems@1632~Two New Sciences@1638
Nicolaus Copernicus|Science,Astronomy|The treatise that placed the sun at the centre.|On the Revolutions of the Heavenly Spheres@1543
Michael Faraday|Science,Chemistry|Faraday's lectures for young people explain chemistry through a burning candle.|The Chemical History of a Candle@1861
Albert Einstein|Science,Physics|Einstein's own explanation of relativity for general readers.|Relativity: The Special and General Theory@1916
Sigmund Freud|Psychology,Psychoanalysis|Freud's accounts of dreams, slips, drives and the structure of the mind.|The Interpretation of Dreams@1899~The Psychopathology of Everyday Life@1901~Three Essays on the Theory of Sexuality@1905~Totem and Taboo@1913~Beyond the Pleasure Principle@1920~The Ego and the Id@1923~The Future of an Illusion@1927
William James|Psychology,Philosophy|James writes on the stream of consciousness, religious experience and the practical meaning of ideas.|The Principles of Psychology@1890~The Will to Believe@1897~The Varieties of Religious Experience@1902~Pragmatism@1907
Thorstein Veblen|Economics,Social science|Veblen's ironic study of conspicuous consumption.|The Theory of the Leisure Class@1899
Max Weber|Social science,Religion,Economics|Weber traces the spirit of modern capitalism to Protestant ideas of calling.|The Protestant Ethic and the Spirit of Capitalism@1905
Émile Durkheim|Social science|Durkheim founds sociology on the study of social facts, from suicide rates to religious rites.|The Division of Labour in Society@1893~The Rules of Sociological Method@1895~Suicide@1897~The Elementary Forms of the Religious Life@1912
Herbert Spencer|Philosophy,Social science|Spencer applies evolutionary ideas to society and the state.|First Principles@1862~The Man Versus the State@1884
Thomas Robert Malthus|Economics,Social science|Malthus warns that population tends to outgrow its food.|An Essay on the Principle of Population@1798
David Ricardo|Economics|Ricardo's theory of rent, wages, profit and comparative advantage.|On the Principles of Political Economy and Taxation@1817
Henry George|Economics,Politics|George asks why poverty deepens as wealth grows, and proposes a tax on land.|Progress and Poverty@1879
Niccolò Machiavelli|Politics,Philosophy|Machiavelli's frank advice on how power is won and kept.|Discourses on Livy@1531~The Prince@1532
Thomas More|Politics,Philosophy,Utopias|An island commonwealth where property is held in common.|Utopia@1516
Desiderius Erasmus|Satire,Religion|Folly herself praises folly, and mocks scholars, monks and princes.|The Praise of Folly@1511
Michel de Montaigne|Essays,Philosophy|Montaigne tests his judgement on every subject, above all himself.|Essays@1580
Samuel Johnson|Reference,Language|Johnson's great dictionary and his lives of the English poets.|A Dictionary of the English Language@1755~Lives of the Most Eminent English Poets@1779
James Boswell|Biography,Travel|Boswell records Johnson's talk and their journey together.|The Journal of a Tour to the Hebrides@1785~The Life of Samuel Johnson@1791
Samuel Pepys|Biography,History|The private diary of a London naval official through plague and fire, first published long after his death.|The Diary of Samuel Pepys@1825
Izaak Walton|Nature,Recreation|A gentle dialogue on fishing and the contemplative life.|The Compleat Angler@1653
Gilbert White|Nature,Natural history|Letters on the birds, weather and wildlife of a Hampshire parish.|The Natural History of Selborne@1789
John Muir|Nature,Travel|Muir's rapturous accounts of the Sierra Nevada and the case for national parks.|The Mountains of California@1894~Our National Parks@1901~My First Summer in the Sierra@1911~The Yosemite@1912
Isabella Bird|Travel|Bird rides alone through the Rockies and the back roads of Japan.|A Lady's Life in the Rocky Mountains@1879~Unbeaten Tracks in Japan@1880
Mary Kingsley|Travel|Kingsley's witty account of her journeys through West Africa.|Travels in West Africa@1897
Richard Francis Burton|Travel,Religion|Burton's account of his journey in disguise to the holy cities.|Personal Narrative of a Pilgrimage to Al-Madinah and Meccah@1855
Ernest Shackleton|Travel,Exploration|Shackleton's account of the Endurance expedition and the long escape from the Antarctic ice.|South@1919
Robert Falcon Scott|Travel,Exploration|Scott's journals of the journey to the South Pole, kept to the end.|Scott's Last Expedition@1913
Florence Nightingale|Health,Nursing|Nightingale's practical advice on caring for the sick.|Notes on Nursing@1859
Isabella Beeton|Cooking,Household|A vast Victorian guide to cooking and running a home.|Mrs Beeton's Book of Household Management@1861
Benjamin Franklin|Humor,Reference|Franklin's almanac of weather, proverbs and wit.|Poor Richard's Almanack@1732
`;

/**
 * Works older than printing or first written in another language, under the year of a named public-domain
 * English translation; the translator (`tr.`) is listed among the authors, as the public API does.
 */
export const ANCIENT_AND_TRANSLATED = `
Homer;tr. Samuel Butler|Epic poetry,Classics,Greek literature|Butler's plain prose version of the Greek epics.|The Iliad@1898~The Odyssey@1900
Virgil;tr. John Dryden|Epic poetry,Classics,Latin literature|Dryden's verse translation of Virgil, in heroic couplets.|The Aeneid@1697~The Georgics@1697
Ovid;tr. Arthur Golding|Poetry,Classics,Mythology|Golding's Elizabethan version of the tales of transformation, well known to Shakespeare.|Metamorphoses@1567
Dante Alighieri;tr. Henry Wadsworth Longfellow|Poetry,Classics,Italian literature|Longfellow's line-by-line translation of the journey through Hell, Purgatory and Paradise.|The Divine Comedy@1867
Giovanni Boccaccio;tr. John Payne|Fiction,Classics,Italian literature|Ten young people escaping the plague tell a hundred tales over ten days.|The Decameron@1886
Plato;tr. Benjamin Jowett|Philosophy,Classics,Greek literature|Jowett's translations of the Socratic dialogues.|The Republic@1871~Symposium@1871~Apology@1871~Phaedo@1871
Aristotle;tr. F. H. Peters|Philosophy,Classics|Aristotle's inquiry into happiness, virtue and the good life.|Nicomachean Ethics@1881
Aristotle;tr. Benjamin Jowett|Politics,Classics|Aristotle on the city, citizens and constitutions.|Politics@1885
Aristotle;tr. S. H. Butcher|Literary criticism,Classics|Aristotle's account of tragedy and the art of poetry.|Poetics@1895
Marcus Aurelius;tr. George Long|Philosophy,Stoicism|The private notes of a Roman emperor on duty, mortality and calm.|Meditations@1862
Epictetus;tr. George Long|Philosophy,Stoicism|A freed slave's teaching on what is and is not in our power.|The Discourses of Epictetus@1877
Sophocles;tr. R. C. Jebb|Drama,Tragedy,Greek literature|Jebb's translations of Sophocles's Theban tragedies.|Oedipus the King@1883~Antigone@1888
Herodotus;tr. George Rawlinson|History,Classics|The first great history, of the wars between Greeks and Persians and the peoples of the known world.|The Histories@1858
Thucydides;tr. Richard Crawley|History,Classics|A participant's austere account of the war between Athens and Sparta.|History of the Peloponnesian War@1874
Plutarch;tr. Arthur Hugh Clough|Biography,Classics|Paired lives of famous Greeks and Romans.|Plutarch's Lives@1859
Lucretius;tr. H. A. J. Munro|Poetry,Philosophy,Classics|A poem explaining the universe as atoms and void.|On the Nature of Things@1864
Sun Tzu;tr. Lionel Giles|Military science,Philosophy|Ancient Chinese counsel on strategy and winning without fighting.|The Art of War@1910
Confucius;tr. James Legge|Philosophy,Chinese literature|The sayings of Confucius and his disciples.|The Analects@1861
Laozi;tr. James Legge|Philosophy,Religion,Chinese literature|Short verses on the Way and the power of yielding.|Tao Te Ching@1891
Richard Francis Burton|Fiction,Folklore,Arabic literature|Burton's translation of the tales Scheherazade tells to stay alive.|The Book of the Thousand Nights and a Night@1885
Anonymous;tr. Francis B. Gummere|Epic poetry,Old English literature|The Old English epic of a hero who fights Grendel, his mother and a dragon.|Beowulf@1909
Anonymous;tr. C. K. Scott Moncrieff|Epic poetry,Medieval literature|The Old French epic of Charlemagne's rearguard at Roncevaux.|The Song of Roland@1919
Omar Khayyam;tr. Edward FitzGerald|Poetry,Persian literature|FitzGerald's free rendering of Persian quatrains on wine and the passing moment.|Rubaiyat of Omar Khayyam@1859
Kalidasa;tr. William Jones|Drama,Sanskrit literature|A king forgets the woman he married in the forest, until a ring is found.|Shakuntala@1789
Anonymous;tr. Edwin Arnold|Religion,Philosophy,Sanskrit literature|Arnold's verse translation of Krishna's counsel to Arjuna on the battlefield.|The Song Celestial@1885
Murasaki Shikibu;tr. Suematsu Kencho|Fiction,Japanese literature|The first chapters of the court romance of Prince Genji.|Genji Monogatari@1882
Aesop;tr. George Fyler Townsend|Fables,Children's fiction|Short fables of animals with a moral at the end.|Aesop's Fables@1867
Augustine of Hippo;tr. E. B. Pusey|Religion,Biography,Philosophy|Augustine's account of his restless youth and conversion.|The Confessions of Saint Augustine@1838
Augustine of Hippo;tr. Marcus Dods|Religion,Philosophy|Augustine contrasts the earthly city with the city of God.|The City of God@1871
Boethius;tr. H. R. James|Philosophy,Religion|Written in prison, a dialogue with Philosophy about fortune and providence.|The Consolation of Philosophy@1897
Marco Polo;tr. Henry Yule|Travel,History|A Venetian merchant's account of the court of Kublai Khan.|The Book of Ser Marco Polo@1871
`;
