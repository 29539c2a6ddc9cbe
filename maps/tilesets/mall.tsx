<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="mall" tilewidth="32" tileheight="32" tilecount="325" columns="16">
 <image source="mall.png" width="512" height="672"/>
 <tile id="0" type="ground">
  <properties>
   <property name="key" value="hall0"/>
  </properties>
 </tile>
 <tile id="1" type="ground">
  <properties>
   <property name="key" value="hall1"/>
  </properties>
 </tile>
 <tile id="2" type="ground">
  <properties>
   <property name="key" value="hall2"/>
  </properties>
 </tile>
 <tile id="3" type="ground">
  <properties>
   <property name="key" value="hall3"/>
  </properties>
 </tile>
 <tile id="4" type="ground">
  <properties>
   <property name="key" value="rest"/>
  </properties>
 </tile>
 <tile id="5" type="ground">
  <properties>
   <property name="key" value="market"/>
  </properties>
 </tile>
 <tile id="6" type="ground">
  <properties>
   <property name="key" value="parquet0"/>
  </properties>
 </tile>
 <tile id="7" type="ground">
  <properties>
   <property name="key" value="parquet1"/>
  </properties>
 </tile>
 <tile id="8" type="ground">
  <properties>
   <property name="key" value="play0"/>
  </properties>
 </tile>
 <tile id="9" type="ground">
  <properties>
   <property name="key" value="play1"/>
  </properties>
 </tile>
 <tile id="10" type="ground">
  <properties>
   <property name="key" value="play2"/>
  </properties>
 </tile>
 <tile id="11" type="ground">
  <properties>
   <property name="key" value="play3"/>
  </properties>
 </tile>
 <tile id="12" type="ground">
  <properties>
   <property name="key" value="carpet0"/>
  </properties>
 </tile>
 <tile id="13" type="ground">
  <properties>
   <property name="key" value="carpet1"/>
  </properties>
 </tile>
 <tile id="14" type="ground">
  <properties>
   <property name="key" value="asph0"/>
  </properties>
 </tile>
 <tile id="15" type="ground">
  <properties>
   <property name="key" value="asph1"/>
  </properties>
 </tile>
 <tile id="16" type="ground">
  <properties>
   <property name="key" value="asph2"/>
  </properties>
 </tile>
 <tile id="17" type="ground">
  <properties>
   <property name="key" value="road"/>
  </properties>
 </tile>
 <tile id="18" type="ground">
  <properties>
   <property name="key" value="pavers"/>
  </properties>
 </tile>
 <tile id="19" type="object">
  <properties>
   <property name="key" value="num1@0,0"/>
  </properties>
 </tile>
 <tile id="20" type="object">
  <properties>
   <property name="key" value="num1@1,0"/>
  </properties>
 </tile>
 <tile id="21" type="object">
  <properties>
   <property name="key" value="num1@0,1"/>
  </properties>
 </tile>
 <tile id="22" type="object">
  <properties>
   <property name="key" value="num1@1,1"/>
  </properties>
 </tile>
 <tile id="23" type="object">
  <properties>
   <property name="key" value="num2@0,0"/>
  </properties>
 </tile>
 <tile id="24" type="object">
  <properties>
   <property name="key" value="num2@1,0"/>
  </properties>
 </tile>
 <tile id="25" type="object">
  <properties>
   <property name="key" value="num2@0,1"/>
  </properties>
 </tile>
 <tile id="26" type="object">
  <properties>
   <property name="key" value="num2@1,1"/>
  </properties>
 </tile>
 <tile id="27" type="object">
  <properties>
   <property name="key" value="num3@0,0"/>
  </properties>
 </tile>
 <tile id="28" type="object">
  <properties>
   <property name="key" value="num3@1,0"/>
  </properties>
 </tile>
 <tile id="29" type="object">
  <properties>
   <property name="key" value="num3@0,1"/>
  </properties>
 </tile>
 <tile id="30" type="object">
  <properties>
   <property name="key" value="num3@1,1"/>
  </properties>
 </tile>
 <tile id="31" type="object">
  <properties>
   <property name="key" value="num4@0,0"/>
  </properties>
 </tile>
 <tile id="32" type="object">
  <properties>
   <property name="key" value="num4@1,0"/>
  </properties>
 </tile>
 <tile id="33" type="object">
  <properties>
   <property name="key" value="num4@0,1"/>
  </properties>
 </tile>
 <tile id="34" type="object">
  <properties>
   <property name="key" value="num4@1,1"/>
  </properties>
 </tile>
 <tile id="35" type="object">
  <properties>
   <property name="key" value="num5@0,0"/>
  </properties>
 </tile>
 <tile id="36" type="object">
  <properties>
   <property name="key" value="num5@1,0"/>
  </properties>
 </tile>
 <tile id="37" type="object">
  <properties>
   <property name="key" value="num5@0,1"/>
  </properties>
 </tile>
 <tile id="38" type="object">
  <properties>
   <property name="key" value="num5@1,1"/>
  </properties>
 </tile>
 <tile id="39" type="object">
  <properties>
   <property name="key" value="num6@0,0"/>
  </properties>
 </tile>
 <tile id="40" type="object">
  <properties>
   <property name="key" value="num6@1,0"/>
  </properties>
 </tile>
 <tile id="41" type="object">
  <properties>
   <property name="key" value="num6@0,1"/>
  </properties>
 </tile>
 <tile id="42" type="object">
  <properties>
   <property name="key" value="num6@1,1"/>
  </properties>
 </tile>
 <tile id="43" type="object">
  <properties>
   <property name="key" value="plate1@0,0"/>
  </properties>
 </tile>
 <tile id="44" type="object">
  <properties>
   <property name="key" value="plate1@1,0"/>
  </properties>
 </tile>
 <tile id="45" type="object">
  <properties>
   <property name="key" value="plate1@2,0"/>
  </properties>
 </tile>
 <tile id="46" type="object">
  <properties>
   <property name="key" value="plate1@3,0"/>
  </properties>
 </tile>
 <tile id="47" type="object">
  <properties>
   <property name="key" value="plate2@0,0"/>
  </properties>
 </tile>
 <tile id="48" type="object">
  <properties>
   <property name="key" value="plate2@1,0"/>
  </properties>
 </tile>
 <tile id="49" type="object">
  <properties>
   <property name="key" value="plate2@2,0"/>
  </properties>
 </tile>
 <tile id="50" type="object">
  <properties>
   <property name="key" value="plate2@3,0"/>
  </properties>
 </tile>
 <tile id="51" type="object">
  <properties>
   <property name="key" value="plate3@0,0"/>
  </properties>
 </tile>
 <tile id="52" type="object">
  <properties>
   <property name="key" value="plate3@1,0"/>
  </properties>
 </tile>
 <tile id="53" type="object">
  <properties>
   <property name="key" value="plate3@2,0"/>
  </properties>
 </tile>
 <tile id="54" type="object">
  <properties>
   <property name="key" value="plate3@3,0"/>
  </properties>
 </tile>
 <tile id="55" type="object">
  <properties>
   <property name="key" value="plate4@0,0"/>
  </properties>
 </tile>
 <tile id="56" type="object">
  <properties>
   <property name="key" value="plate4@1,0"/>
  </properties>
 </tile>
 <tile id="57" type="object">
  <properties>
   <property name="key" value="plate4@2,0"/>
  </properties>
 </tile>
 <tile id="58" type="object">
  <properties>
   <property name="key" value="plate4@3,0"/>
  </properties>
 </tile>
 <tile id="59" type="object">
  <properties>
   <property name="key" value="plate5@0,0"/>
  </properties>
 </tile>
 <tile id="60" type="object">
  <properties>
   <property name="key" value="plate5@1,0"/>
  </properties>
 </tile>
 <tile id="61" type="object">
  <properties>
   <property name="key" value="plate5@2,0"/>
  </properties>
 </tile>
 <tile id="62" type="object">
  <properties>
   <property name="key" value="plate5@3,0"/>
  </properties>
 </tile>
 <tile id="63" type="object">
  <properties>
   <property name="key" value="plate6@0,0"/>
  </properties>
 </tile>
 <tile id="64" type="object">
  <properties>
   <property name="key" value="plate6@1,0"/>
  </properties>
 </tile>
 <tile id="65" type="object">
  <properties>
   <property name="key" value="plate6@2,0"/>
  </properties>
 </tile>
 <tile id="66" type="object">
  <properties>
   <property name="key" value="plate6@3,0"/>
  </properties>
 </tile>
 <tile id="67" type="object">
  <properties>
   <property name="key" value="closed_spot@0,0"/>
  </properties>
 </tile>
 <tile id="68" type="object">
  <properties>
   <property name="key" value="closed_spot@1,0"/>
  </properties>
 </tile>
 <tile id="69" type="object">
  <properties>
   <property name="key" value="closed_spot@0,1"/>
  </properties>
 </tile>
 <tile id="70" type="object">
  <properties>
   <property name="key" value="closed_spot@1,1"/>
  </properties>
 </tile>
 <tile id="71" type="object">
  <properties>
   <property name="key" value="fountain@0,0"/>
  </properties>
 </tile>
 <tile id="72" type="object">
  <properties>
   <property name="key" value="fountain@1,0"/>
  </properties>
 </tile>
 <tile id="73" type="object">
  <properties>
   <property name="key" value="fountain@0,1"/>
  </properties>
 </tile>
 <tile id="74" type="object">
  <properties>
   <property name="key" value="fountain@1,1"/>
  </properties>
 </tile>
 <tile id="75" type="object">
  <properties>
   <property name="key" value="bench@0,0"/>
  </properties>
 </tile>
 <tile id="76" type="object">
  <properties>
   <property name="key" value="bench@1,0"/>
  </properties>
 </tile>
 <tile id="77" type="object">
  <properties>
   <property name="key" value="planter@0,0"/>
  </properties>
 </tile>
 <tile id="78" type="object">
  <properties>
   <property name="key" value="palm@0,0"/>
  </properties>
 </tile>
 <tile id="79" type="object">
  <properties>
   <property name="key" value="bin@0,0"/>
  </properties>
 </tile>
 <tile id="80" type="object">
  <properties>
   <property name="key" value="kiosk@0,0"/>
  </properties>
 </tile>
 <tile id="81" type="object">
  <properties>
   <property name="key" value="kiosk@1,0"/>
  </properties>
 </tile>
 <tile id="82" type="object">
  <properties>
   <property name="key" value="stall@0,0"/>
  </properties>
 </tile>
 <tile id="83" type="object">
  <properties>
   <property name="key" value="stall@0,1"/>
  </properties>
 </tile>
 <tile id="84" type="object">
  <properties>
   <property name="key" value="sinks@0,0"/>
  </properties>
 </tile>
 <tile id="85" type="object">
  <properties>
   <property name="key" value="sinks@1,0"/>
  </properties>
 </tile>
 <tile id="86" type="object">
  <properties>
   <property name="key" value="sinks@2,0"/>
  </properties>
 </tile>
 <tile id="87" type="object">
  <properties>
   <property name="key" value="wetsign@0,0"/>
  </properties>
 </tile>
 <tile id="88" type="object">
  <properties>
   <property name="key" value="mop@0,0"/>
  </properties>
 </tile>
 <tile id="89" type="object">
  <properties>
   <property name="key" value="rack@0,0"/>
  </properties>
 </tile>
 <tile id="90" type="object">
  <properties>
   <property name="key" value="clothes_table@0,0"/>
  </properties>
 </tile>
 <tile id="91" type="object">
  <properties>
   <property name="key" value="clothes_table@1,0"/>
  </properties>
 </tile>
 <tile id="92" type="object">
  <properties>
   <property name="key" value="fitting@0,0"/>
  </properties>
 </tile>
 <tile id="93" type="object">
  <properties>
   <property name="key" value="fitting@0,1"/>
  </properties>
 </tile>
 <tile id="94" type="object">
  <properties>
   <property name="key" value="counter@0,0"/>
  </properties>
 </tile>
 <tile id="95" type="object">
  <properties>
   <property name="key" value="counter@1,0"/>
  </properties>
 </tile>
 <tile id="96" type="object">
  <properties>
   <property name="key" value="toyshelf@0,0"/>
  </properties>
 </tile>
 <tile id="97" type="object">
  <properties>
   <property name="key" value="toyshelf@1,0"/>
  </properties>
 </tile>
 <tile id="98" type="object">
  <properties>
   <property name="key" value="toyshelf@2,0"/>
  </properties>
 </tile>
 <tile id="99" type="object">
  <properties>
   <property name="key" value="teddy@0,0"/>
  </properties>
 </tile>
 <tile id="100" type="object">
  <properties>
   <property name="key" value="ball@0,0"/>
  </properties>
 </tile>
 <tile id="101" type="object">
  <properties>
   <property name="key" value="blocks@0,0"/>
  </properties>
 </tile>
 <tile id="102" type="object">
  <properties>
   <property name="key" value="toycar@0,0"/>
  </properties>
 </tile>
 <tile id="103" type="object">
  <properties>
   <property name="key" value="train@0,0"/>
  </properties>
 </tile>
 <tile id="104" type="object">
  <properties>
   <property name="key" value="train@1,0"/>
  </properties>
 </tile>
 <tile id="105" type="object">
  <properties>
   <property name="key" value="train@0,1"/>
  </properties>
 </tile>
 <tile id="106" type="object">
  <properties>
   <property name="key" value="train@1,1"/>
  </properties>
 </tile>
 <tile id="107" type="object">
  <properties>
   <property name="key" value="aisle3@0,0"/>
  </properties>
 </tile>
 <tile id="108" type="object">
  <properties>
   <property name="key" value="aisle3@1,0"/>
  </properties>
 </tile>
 <tile id="109" type="object">
  <properties>
   <property name="key" value="aisle3@2,0"/>
  </properties>
 </tile>
 <tile id="110" type="object">
  <properties>
   <property name="key" value="aisle4@0,0"/>
  </properties>
 </tile>
 <tile id="111" type="object">
  <properties>
   <property name="key" value="aisle4@1,0"/>
  </properties>
 </tile>
 <tile id="112" type="object">
  <properties>
   <property name="key" value="aisle4@2,0"/>
  </properties>
 </tile>
 <tile id="113" type="object">
  <properties>
   <property name="key" value="aisle4@3,0"/>
  </properties>
 </tile>
 <tile id="114" type="object">
  <properties>
   <property name="key" value="chiller@0,0"/>
  </properties>
 </tile>
 <tile id="115" type="object">
  <properties>
   <property name="key" value="chiller@1,0"/>
  </properties>
 </tile>
 <tile id="116" type="object">
  <properties>
   <property name="key" value="chiller@2,0"/>
  </properties>
 </tile>
 <tile id="117" type="object">
  <properties>
   <property name="key" value="checkout@0,0"/>
  </properties>
 </tile>
 <tile id="118" type="object">
  <properties>
   <property name="key" value="checkout@0,1"/>
  </properties>
 </tile>
 <tile id="119" type="object">
  <properties>
   <property name="key" value="produce@0,0"/>
  </properties>
 </tile>
 <tile id="120" type="object">
  <properties>
   <property name="key" value="produce@1,0"/>
  </properties>
 </tile>
 <tile id="121" type="object">
  <properties>
   <property name="key" value="cart@0,0"/>
  </properties>
 </tile>
 <tile id="122" type="object">
  <properties>
   <property name="key" value="monitors@0,0"/>
  </properties>
 </tile>
 <tile id="123" type="object">
  <properties>
   <property name="key" value="monitors@1,0"/>
  </properties>
 </tile>
 <tile id="124" type="object">
  <properties>
   <property name="key" value="monitors@2,0"/>
  </properties>
 </tile>
 <tile id="125" type="object">
  <properties>
   <property name="key" value="monitors@0,1"/>
  </properties>
 </tile>
 <tile id="126" type="object">
  <properties>
   <property name="key" value="monitors@1,1"/>
  </properties>
 </tile>
 <tile id="127" type="object">
  <properties>
   <property name="key" value="monitors@2,1"/>
  </properties>
 </tile>
 <tile id="128" type="object">
  <properties>
   <property name="key" value="chair@0,0"/>
  </properties>
 </tile>
 <tile id="129" type="object">
  <properties>
   <property name="key" value="chief_desk@0,0"/>
  </properties>
 </tile>
 <tile id="130" type="object">
  <properties>
   <property name="key" value="chief_desk@1,0"/>
  </properties>
 </tile>
 <tile id="131" type="object">
  <properties>
   <property name="key" value="lockers@0,0"/>
  </properties>
 </tile>
 <tile id="132" type="object">
  <properties>
   <property name="key" value="lockers@1,0"/>
  </properties>
 </tile>
 <tile id="133" type="object">
  <properties>
   <property name="key" value="cabinet@0,0"/>
  </properties>
 </tile>
 <tile id="134" type="object">
  <properties>
   <property name="key" value="cooler@0,0"/>
  </properties>
 </tile>
 <tile id="135" type="object">
  <properties>
   <property name="key" value="truck@0,0"/>
  </properties>
 </tile>
 <tile id="136" type="object">
  <properties>
   <property name="key" value="truck@1,0"/>
  </properties>
 </tile>
 <tile id="137" type="object">
  <properties>
   <property name="key" value="truck@2,0"/>
  </properties>
 </tile>
 <tile id="138" type="object">
  <properties>
   <property name="key" value="truck@3,0"/>
  </properties>
 </tile>
 <tile id="139" type="object">
  <properties>
   <property name="key" value="truck@4,0"/>
  </properties>
 </tile>
 <tile id="140" type="object">
  <properties>
   <property name="key" value="truck@5,0"/>
  </properties>
 </tile>
 <tile id="141" type="object">
  <properties>
   <property name="key" value="truck@0,1"/>
  </properties>
 </tile>
 <tile id="142" type="object">
  <properties>
   <property name="key" value="truck@1,1"/>
  </properties>
 </tile>
 <tile id="143" type="object">
  <properties>
   <property name="key" value="truck@2,1"/>
  </properties>
 </tile>
 <tile id="144" type="object">
  <properties>
   <property name="key" value="truck@3,1"/>
  </properties>
 </tile>
 <tile id="145" type="object">
  <properties>
   <property name="key" value="truck@4,1"/>
  </properties>
 </tile>
 <tile id="146" type="object">
  <properties>
   <property name="key" value="truck@5,1"/>
  </properties>
 </tile>
 <tile id="147" type="object">
  <properties>
   <property name="key" value="truck@0,2"/>
  </properties>
 </tile>
 <tile id="148" type="object">
  <properties>
   <property name="key" value="truck@1,2"/>
  </properties>
 </tile>
 <tile id="149" type="object">
  <properties>
   <property name="key" value="truck@2,2"/>
  </properties>
 </tile>
 <tile id="150" type="object">
  <properties>
   <property name="key" value="truck@3,2"/>
  </properties>
 </tile>
 <tile id="151" type="object">
  <properties>
   <property name="key" value="truck@4,2"/>
  </properties>
 </tile>
 <tile id="152" type="object">
  <properties>
   <property name="key" value="truck@5,2"/>
  </properties>
 </tile>
 <tile id="153" type="object">
  <properties>
   <property name="key" value="car_red@0,0"/>
  </properties>
 </tile>
 <tile id="154" type="object">
  <properties>
   <property name="key" value="car_red@0,1"/>
  </properties>
 </tile>
 <tile id="155" type="object">
  <properties>
   <property name="key" value="car_blue@0,0"/>
  </properties>
 </tile>
 <tile id="156" type="object">
  <properties>
   <property name="key" value="car_blue@0,1"/>
  </properties>
 </tile>
 <tile id="157" type="object">
  <properties>
   <property name="key" value="car_silver@0,0"/>
  </properties>
 </tile>
 <tile id="158" type="object">
  <properties>
   <property name="key" value="car_silver@0,1"/>
  </properties>
 </tile>
 <tile id="159" type="object">
  <properties>
   <property name="key" value="car_green@0,0"/>
  </properties>
 </tile>
 <tile id="160" type="object">
  <properties>
   <property name="key" value="car_green@0,1"/>
  </properties>
 </tile>
 <tile id="161" type="object">
  <properties>
   <property name="key" value="car_yellow@0,0"/>
  </properties>
 </tile>
 <tile id="162" type="object">
  <properties>
   <property name="key" value="car_yellow@0,1"/>
  </properties>
 </tile>
 <tile id="163" type="object">
  <properties>
   <property name="key" value="lamp@0,0"/>
  </properties>
 </tile>
 <tile id="164" type="object">
  <properties>
   <property name="key" value="cone@0,0"/>
  </properties>
 </tile>
 <tile id="165" type="object">
  <properties>
   <property name="key" value="corral@0,0"/>
  </properties>
 </tile>
 <tile id="166" type="object">
  <properties>
   <property name="key" value="corral@1,0"/>
  </properties>
 </tile>
 <tile id="167" type="object">
  <properties>
   <property name="key" value="fence_h@0,0"/>
  </properties>
 </tile>
 <tile id="168" type="object">
  <properties>
   <property name="key" value="gatepost@0,0"/>
  </properties>
 </tile>
 <tile id="169" type="object">
  <properties>
   <property name="key" value="stall_w@0,0"/>
  </properties>
 </tile>
 <tile id="170" type="object">
  <properties>
   <property name="key" value="stall_w@1,0"/>
  </properties>
 </tile>
 <tile id="171" type="object">
  <properties>
   <property name="key" value="lockers_s@0,0"/>
  </properties>
 </tile>
 <tile id="172" type="object">
  <properties>
   <property name="key" value="lockers_s@1,0"/>
  </properties>
 </tile>
 <tile id="173" type="object">
  <properties>
   <property name="key" value="lockers_e@0,0"/>
  </properties>
 </tile>
 <tile id="174" type="object">
  <properties>
   <property name="key" value="lockers_e@0,1"/>
  </properties>
 </tile>
 <tile id="175" type="object">
  <properties>
   <property name="key" value="chiller_s@0,0"/>
  </properties>
 </tile>
 <tile id="176" type="object">
  <properties>
   <property name="key" value="chiller_s@1,0"/>
  </properties>
 </tile>
 <tile id="177" type="object">
  <properties>
   <property name="key" value="chiller_s@2,0"/>
  </properties>
 </tile>
 <tile id="178" type="object">
  <properties>
   <property name="key" value="chiller_w@0,0"/>
  </properties>
 </tile>
 <tile id="179" type="object">
  <properties>
   <property name="key" value="chiller_w@0,1"/>
  </properties>
 </tile>
 <tile id="180" type="object">
  <properties>
   <property name="key" value="chiller_w@0,2"/>
  </properties>
 </tile>
 <tile id="181" type="object">
  <properties>
   <property name="key" value="plan_board@0,0"/>
  </properties>
 </tile>
 <tile id="182" type="object">
  <properties>
   <property name="key" value="plan_board@1,0"/>
  </properties>
 </tile>
 <tile id="183" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.NW"/>
  </properties>
 </tile>
 <tile id="184" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.N"/>
  </properties>
 </tile>
 <tile id="185" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.NE"/>
  </properties>
 </tile>
 <tile id="186" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.NW"/>
  </properties>
 </tile>
 <tile id="187" type="ground">
  <properties>
   <property name="key" value="parquet0|w=grey.N"/>
  </properties>
 </tile>
 <tile id="188" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.N"/>
  </properties>
 </tile>
 <tile id="189" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.NE"/>
  </properties>
 </tile>
 <tile id="190" type="ground">
  <properties>
   <property name="key" value="play0|w=grey.NW"/>
  </properties>
 </tile>
 <tile id="191" type="ground">
  <properties>
   <property name="key" value="play1|w=grey.N"/>
  </properties>
 </tile>
 <tile id="192" type="ground">
  <properties>
   <property name="key" value="play2|w=grey.N"/>
  </properties>
 </tile>
 <tile id="193" type="ground">
  <properties>
   <property name="key" value="play3|w=grey.N"/>
  </properties>
 </tile>
 <tile id="194" type="ground">
  <properties>
   <property name="key" value="play0|w=grey.N"/>
  </properties>
 </tile>
 <tile id="195" type="ground">
  <properties>
   <property name="key" value="play1|w=grey.NE"/>
  </properties>
 </tile>
 <tile id="196" type="ground">
  <properties>
   <property name="key" value="road|q=4.NW"/>
  </properties>
 </tile>
 <tile id="197" type="ground">
  <properties>
   <property name="key" value="road|q=4.N"/>
  </properties>
 </tile>
 <tile id="198" type="ground">
  <properties>
   <property name="key" value="road|q=4.NE"/>
  </properties>
 </tile>
 <tile id="199" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.W"/>
  </properties>
 </tile>
 <tile id="200" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.E"/>
  </properties>
 </tile>
 <tile id="201" type="ground">
  <properties>
   <property name="key" value="parquet0|w=grey.W"/>
  </properties>
 </tile>
 <tile id="202" type="ground">
  <properties>
   <property name="key" value="parquet0|w=grey.E"/>
  </properties>
 </tile>
 <tile id="203" type="ground">
  <properties>
   <property name="key" value="play2|w=grey.W"/>
  </properties>
 </tile>
 <tile id="204" type="ground">
  <properties>
   <property name="key" value="play3|w=grey.E"/>
  </properties>
 </tile>
 <tile id="205" type="ground">
  <properties>
   <property name="key" value="road|ln=S"/>
  </properties>
 </tile>
 <tile id="206" type="ground">
  <properties>
   <property name="key" value="road|ln=S|q=4.SW"/>
  </properties>
 </tile>
 <tile id="207" type="ground">
  <properties>
   <property name="key" value="road|ln=S|q=4.S"/>
  </properties>
 </tile>
 <tile id="208" type="ground">
  <properties>
   <property name="key" value="road|ln=S|q=4.ES"/>
  </properties>
 </tile>
 <tile id="209" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.E"/>
  </properties>
 </tile>
 <tile id="210" type="ground">
  <properties>
   <property name="key" value="play0|w=grey.W"/>
  </properties>
 </tile>
 <tile id="211" type="ground">
  <properties>
   <property name="key" value="play1|w=grey.E"/>
  </properties>
 </tile>
 <tile id="212" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.W"/>
  </properties>
 </tile>
 <tile id="213" type="ground">
  <properties>
   <property name="key" value="asph0|ln=WN"/>
  </properties>
 </tile>
 <tile id="214" type="ground">
  <properties>
   <property name="key" value="asph1|ln=WN"/>
  </properties>
 </tile>
 <tile id="215" type="ground">
  <properties>
   <property name="key" value="asph0|ln=W"/>
  </properties>
 </tile>
 <tile id="216" type="ground">
  <properties>
   <property name="key" value="asph2|ln=W"/>
  </properties>
 </tile>
 <tile id="217" type="ground">
  <properties>
   <property name="key" value="asph1|ln=W"/>
  </properties>
 </tile>
 <tile id="218" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.SW"/>
  </properties>
 </tile>
 <tile id="219" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.S"/>
  </properties>
 </tile>
 <tile id="220" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.S|d=S"/>
  </properties>
 </tile>
 <tile id="221" type="ground">
  <properties>
   <property name="key" value="rest|w=grey.ES"/>
  </properties>
 </tile>
 <tile id="222" type="ground">
  <properties>
   <property name="key" value="parquet0|w=grey.SW"/>
  </properties>
 </tile>
 <tile id="223" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="224" type="ground">
  <properties>
   <property name="key" value="parquet0|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="225" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.S"/>
  </properties>
 </tile>
 <tile id="226" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.S|d=S"/>
  </properties>
 </tile>
 <tile id="227" type="ground">
  <properties>
   <property name="key" value="parquet1|w=grey.ES"/>
  </properties>
 </tile>
 <tile id="228" type="ground">
  <properties>
   <property name="key" value="play2|w=grey.SW"/>
  </properties>
 </tile>
 <tile id="229" type="ground">
  <properties>
   <property name="key" value="play3|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="230" type="ground">
  <properties>
   <property name="key" value="play0|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="231" type="ground">
  <properties>
   <property name="key" value="play1|w=grey.S"/>
  </properties>
 </tile>
 <tile id="232" type="ground">
  <properties>
   <property name="key" value="play2|w=grey.S|d=S"/>
  </properties>
 </tile>
 <tile id="233" type="ground">
  <properties>
   <property name="key" value="play3|w=grey.S"/>
  </properties>
 </tile>
 <tile id="234" type="ground">
  <properties>
   <property name="key" value="play1|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="235" type="ground">
  <properties>
   <property name="key" value="play2|w=grey.S|win=S"/>
  </properties>
 </tile>
 <tile id="236" type="ground">
  <properties>
   <property name="key" value="play3|w=grey.ES"/>
  </properties>
 </tile>
 <tile id="237" type="ground">
  <properties>
   <property name="key" value="hall1|w=grey.W"/>
  </properties>
 </tile>
 <tile id="238" type="ground">
  <properties>
   <property name="key" value="hall1|q=1.NW"/>
  </properties>
 </tile>
 <tile id="239" type="ground">
  <properties>
   <property name="key" value="hall3|q=1.N"/>
  </properties>
 </tile>
 <tile id="240" type="ground">
  <properties>
   <property name="key" value="hall1|q=1.N"/>
  </properties>
 </tile>
 <tile id="241" type="ground">
  <properties>
   <property name="key" value="hall2|q=1.N"/>
  </properties>
 </tile>
 <tile id="242" type="ground">
  <properties>
   <property name="key" value="hall0|q=1.N"/>
  </properties>
 </tile>
 <tile id="243" type="ground">
  <properties>
   <property name="key" value="hall2|q=1.NE"/>
  </properties>
 </tile>
 <tile id="244" type="ground">
  <properties>
   <property name="key" value="hall1|q=2.NW"/>
  </properties>
 </tile>
 <tile id="245" type="ground">
  <properties>
   <property name="key" value="hall3|q=2.N"/>
  </properties>
 </tile>
 <tile id="246" type="ground">
  <properties>
   <property name="key" value="hall0|q=2.N"/>
  </properties>
 </tile>
 <tile id="247" type="ground">
  <properties>
   <property name="key" value="hall2|q=2.N"/>
  </properties>
 </tile>
 <tile id="248" type="ground">
  <properties>
   <property name="key" value="hall1|q=2.N"/>
  </properties>
 </tile>
 <tile id="249" type="ground">
  <properties>
   <property name="key" value="hall3|q=2.NE"/>
  </properties>
 </tile>
 <tile id="250" type="ground">
  <properties>
   <property name="key" value="hall1|q=3.NW"/>
  </properties>
 </tile>
 <tile id="251" type="ground">
  <properties>
   <property name="key" value="hall2|q=3.N"/>
  </properties>
 </tile>
 <tile id="252" type="ground">
  <properties>
   <property name="key" value="hall1|q=3.N"/>
  </properties>
 </tile>
 <tile id="253" type="ground">
  <properties>
   <property name="key" value="hall0|q=3.N"/>
  </properties>
 </tile>
 <tile id="254" type="ground">
  <properties>
   <property name="key" value="hall3|q=3.NE"/>
  </properties>
 </tile>
 <tile id="255" type="ground">
  <properties>
   <property name="key" value="hall2|w=grey.E|win=E"/>
  </properties>
 </tile>
 <tile id="256" type="ground">
  <properties>
   <property name="key" value="hall3|w=grey.W"/>
  </properties>
 </tile>
 <tile id="257" type="ground">
  <properties>
   <property name="key" value="hall3|q=1.SW"/>
  </properties>
 </tile>
 <tile id="258" type="ground">
  <properties>
   <property name="key" value="hall0|q=1.S"/>
  </properties>
 </tile>
 <tile id="259" type="ground">
  <properties>
   <property name="key" value="hall3|q=1.S"/>
  </properties>
 </tile>
 <tile id="260" type="ground">
  <properties>
   <property name="key" value="hall1|q=1.S"/>
  </properties>
 </tile>
 <tile id="261" type="ground">
  <properties>
   <property name="key" value="hall0|q=1.ES"/>
  </properties>
 </tile>
 <tile id="262" type="ground">
  <properties>
   <property name="key" value="hall2|q=2.SW"/>
  </properties>
 </tile>
 <tile id="263" type="ground">
  <properties>
   <property name="key" value="hall0|q=2.S"/>
  </properties>
 </tile>
 <tile id="264" type="ground">
  <properties>
   <property name="key" value="hall2|q=2.S"/>
  </properties>
 </tile>
 <tile id="265" type="ground">
  <properties>
   <property name="key" value="hall3|q=2.S"/>
  </properties>
 </tile>
 <tile id="266" type="ground">
  <properties>
   <property name="key" value="hall0|q=2.ES"/>
  </properties>
 </tile>
 <tile id="267" type="ground">
  <properties>
   <property name="key" value="hall3|q=3.SW"/>
  </properties>
 </tile>
 <tile id="268" type="ground">
  <properties>
   <property name="key" value="hall1|q=3.S"/>
  </properties>
 </tile>
 <tile id="269" type="ground">
  <properties>
   <property name="key" value="hall2|q=3.S"/>
  </properties>
 </tile>
 <tile id="270" type="ground">
  <properties>
   <property name="key" value="hall0|q=3.S"/>
  </properties>
 </tile>
 <tile id="271" type="ground">
  <properties>
   <property name="key" value="hall3|q=3.S"/>
  </properties>
 </tile>
 <tile id="272" type="ground">
  <properties>
   <property name="key" value="hall1|q=3.ES"/>
  </properties>
 </tile>
 <tile id="273" type="ground">
  <properties>
   <property name="key" value="hall1|w=grey.E|win=E"/>
  </properties>
 </tile>
 <tile id="274" type="ground">
  <properties>
   <property name="key" value="hall0|w=grey.W"/>
  </properties>
 </tile>
 <tile id="275" type="ground">
  <properties>
   <property name="key" value="hall3|w=grey.E|d=E"/>
  </properties>
 </tile>
 <tile id="276" type="ground">
  <properties>
   <property name="key" value="hall1|w=grey.E|d=E"/>
  </properties>
 </tile>
 <tile id="277" type="ground">
  <properties>
   <property name="key" value="hall0|q=6.NW"/>
  </properties>
 </tile>
 <tile id="278" type="ground">
  <properties>
   <property name="key" value="hall2|q=6.N"/>
  </properties>
 </tile>
 <tile id="279" type="ground">
  <properties>
   <property name="key" value="hall0|q=6.N"/>
  </properties>
 </tile>
 <tile id="280" type="ground">
  <properties>
   <property name="key" value="hall3|q=6.NE"/>
  </properties>
 </tile>
 <tile id="281" type="ground">
  <properties>
   <property name="key" value="hall2|q=5.NW"/>
  </properties>
 </tile>
 <tile id="282" type="ground">
  <properties>
   <property name="key" value="hall0|q=5.N"/>
  </properties>
 </tile>
 <tile id="283" type="ground">
  <properties>
   <property name="key" value="hall2|q=5.N"/>
  </properties>
 </tile>
 <tile id="284" type="ground">
  <properties>
   <property name="key" value="hall1|q=5.NE"/>
  </properties>
 </tile>
 <tile id="285" type="ground">
  <properties>
   <property name="key" value="hall3|w=grey.E|win=E"/>
  </properties>
 </tile>
 <tile id="286" type="ground">
  <properties>
   <property name="key" value="asph0|ln=WS"/>
  </properties>
 </tile>
 <tile id="287" type="ground">
  <properties>
   <property name="key" value="asph2|ln=WS"/>
  </properties>
 </tile>
 <tile id="288" type="ground">
  <properties>
   <property name="key" value="hall3|q=6.SW"/>
  </properties>
 </tile>
 <tile id="289" type="ground">
  <properties>
   <property name="key" value="hall0|q=6.S"/>
  </properties>
 </tile>
 <tile id="290" type="ground">
  <properties>
   <property name="key" value="hall3|q=6.S"/>
  </properties>
 </tile>
 <tile id="291" type="ground">
  <properties>
   <property name="key" value="hall1|q=6.S"/>
  </properties>
 </tile>
 <tile id="292" type="ground">
  <properties>
   <property name="key" value="hall2|q=6.S"/>
  </properties>
 </tile>
 <tile id="293" type="ground">
  <properties>
   <property name="key" value="hall0|q=6.ES"/>
  </properties>
 </tile>
 <tile id="294" type="ground">
  <properties>
   <property name="key" value="hall0|q=5.SW"/>
  </properties>
 </tile>
 <tile id="295" type="ground">
  <properties>
   <property name="key" value="hall3|q=5.S"/>
  </properties>
 </tile>
 <tile id="296" type="ground">
  <properties>
   <property name="key" value="hall0|q=5.S"/>
  </properties>
 </tile>
 <tile id="297" type="ground">
  <properties>
   <property name="key" value="hall2|q=5.S"/>
  </properties>
 </tile>
 <tile id="298" type="ground">
  <properties>
   <property name="key" value="hall1|q=5.S"/>
  </properties>
 </tile>
 <tile id="299" type="ground">
  <properties>
   <property name="key" value="hall3|q=5.ES"/>
  </properties>
 </tile>
 <tile id="300" type="ground">
  <properties>
   <property name="key" value="market|w=grey.NW"/>
  </properties>
 </tile>
 <tile id="301" type="ground">
  <properties>
   <property name="key" value="market|w=grey.N|win=N"/>
  </properties>
 </tile>
 <tile id="302" type="ground">
  <properties>
   <property name="key" value="market|w=grey.N"/>
  </properties>
 </tile>
 <tile id="303" type="ground">
  <properties>
   <property name="key" value="market|w=grey.N|d=N"/>
  </properties>
 </tile>
 <tile id="304" type="ground">
  <properties>
   <property name="key" value="market|w=grey.NE"/>
  </properties>
 </tile>
 <tile id="305" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.NW"/>
  </properties>
 </tile>
 <tile id="306" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.N"/>
  </properties>
 </tile>
 <tile id="307" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.N"/>
  </properties>
 </tile>
 <tile id="308" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.N|d=N"/>
  </properties>
 </tile>
 <tile id="309" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.NE"/>
  </properties>
 </tile>
 <tile id="310" type="ground">
  <properties>
   <property name="key" value="market|w=grey.W"/>
  </properties>
 </tile>
 <tile id="311" type="ground">
  <properties>
   <property name="key" value="market|w=grey.E"/>
  </properties>
 </tile>
 <tile id="312" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.W"/>
  </properties>
 </tile>
 <tile id="313" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.E"/>
  </properties>
 </tile>
 <tile id="314" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.E"/>
  </properties>
 </tile>
 <tile id="315" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.W"/>
  </properties>
 </tile>
 <tile id="316" type="ground">
  <properties>
   <property name="key" value="asph0|ln=S"/>
  </properties>
 </tile>
 <tile id="317" type="ground">
  <properties>
   <property name="key" value="asph1|ln=WS"/>
  </properties>
 </tile>
 <tile id="318" type="ground">
  <properties>
   <property name="key" value="market|w=grey.SW"/>
  </properties>
 </tile>
 <tile id="319" type="ground">
  <properties>
   <property name="key" value="market|w=grey.S"/>
  </properties>
 </tile>
 <tile id="320" type="ground">
  <properties>
   <property name="key" value="market|w=grey.ES"/>
  </properties>
 </tile>
 <tile id="321" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.SW"/>
  </properties>
 </tile>
 <tile id="322" type="ground">
  <properties>
   <property name="key" value="carpet1|w=grey.S"/>
  </properties>
 </tile>
 <tile id="323" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.S"/>
  </properties>
 </tile>
 <tile id="324" type="ground">
  <properties>
   <property name="key" value="carpet0|w=grey.ES"/>
  </properties>
 </tile>
</tileset>
